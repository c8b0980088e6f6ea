import type { PlayerDeed } from '@tod/contracts';
import {
  type AlignmentAxis,
  alignmentAxis,
  type DeedFilterValue,
  GameConstants,
  matchesDeedFilter,
  sortDeedsByLevel,
} from '@tod/game';

export type DeedSort = 'asc' | 'desc';

export interface DeedGroup {
  axis: AlignmentAxis;
  title: string;
  deeds: PlayerDeed[];
}

/** The groups in page order, each with the filter value that keeps it. */
const GROUPS: readonly { axis: AlignmentAxis; title: string; filter: DeedFilterValue }[] = [
  { axis: 'good', title: 'Good Deeds', filter: 'positive' },
  { axis: 'neutral', title: 'Neutral Deeds', filter: 'neutral' },
  { axis: 'evil', title: 'Evil Deeds', filter: 'negative' },
];

export const DEEDS_SHOWN_PER_GROUP = GameConstants.deeds.shownPerGroup;

/**
 * The deeds page's groups: one per alignment the filter keeps (all three for 'all'), each sorted
 * by level. A kept group may be empty; the page then says so.
 */
export function groupDeeds(deeds: readonly PlayerDeed[], filter: DeedFilterValue, sort: DeedSort): DeedGroup[] {
  return GROUPS.filter((group) => filter === 'all' || group.filter === filter).map((group) => ({
    axis: group.axis,
    title: group.title,
    deeds: sortDeedsByLevel(
      deeds.filter((deed) => alignmentAxis(deed.alignment) === group.axis && matchesDeedFilter(deed.alignment, group.filter)),
      sort,
    ),
  }));
}

/** docs/product-rules.md#deeds-page: 'No {good, neutral or evil} deeds available at your level.' */
export const emptyGroupMessage = (axis: AlignmentAxis) => `No ${axis} deeds available at your level.`;
