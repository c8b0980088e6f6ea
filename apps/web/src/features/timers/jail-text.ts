import { lazyDateFormat } from '@/lib/date-format.ts';

const clock = lazyDateFormat({ hour: '2-digit', minute: '2-digit' });

/**
 * The one wording of a running sentence for the tab title, the navigation, the deeds page and
 * the player's home (docs/product-rules.md#jail-and-breakouts): 'In jail until 14:05', in the
 * reader's own clock; 'In jail' while the server has not said when.
 */
export function jailUntilText(releaseAt: number | null): string {
  return releaseAt === null ? 'In jail' : `In jail until ${clock(releaseAt)}`;
}
