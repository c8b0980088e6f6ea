import { groupThousands, type PlayerDeed } from '@tod/contracts';

/** A chance in 0..1 as a whole percent: 0.625 reads '63%'. */
export function percentText(chance: number): string {
  return `${Math.round(Math.min(1, Math.max(0, chance)) * 100)}%`;
}

/** A per-minute figure as the server rounds it (1 decimal), without a trailing '.0'. */
export function perMinuteText(value: number): string {
  const tenths = Math.round(Math.abs(value) * 10);
  const text = `${groupThousands(Math.floor(tenths / 10))}${tenths % 10 ? `.${tenths % 10}` : ''}`;
  return value < 0 && tenths > 0 ? `-${text}` : text;
}

/**
 * What a deed asks of the doer's alignment (good - evil), in words; null when it asks nothing.
 *
 * @example
 * alignmentRequirementText({ kind: 'atLeast', value: 10 }); // 'Alignment 10 or higher'
 */
export function alignmentRequirementText(requirement: PlayerDeed['alignmentRequirement']): string | null {
  switch (requirement.kind) {
    case 'none':
      return null;
    case 'atLeast':
      return `Alignment ${requirement.value} or higher`;
    case 'atMost':
      return `Alignment ${requirement.value} or lower`;
    case 'within':
      return `Alignment between ${-requirement.value} and ${requirement.value}`;
  }
}

/** Why a deed cannot be attempted by this character, or null when it can. */
export function deedBlockedReason(deed: Pick<PlayerDeed, 'alignmentRequirement' | 'meetsAlignment'>): string | null {
  if (deed.meetsAlignment) return null;
  const needed = alignmentRequirementText(deed.alignmentRequirement);
  return needed ? `Your alignment does not qualify: this deed needs ${needed.toLowerCase()}.` : null;
}

/**
 * The deed that pays this character the most experience per minute of cooldown among those it
 * may attempt; null when none pays anything. Ties go to the higher level (the list's order
 * otherwise decides nothing the player can see).
 */
export function bestDeedForExperience(deeds: readonly PlayerDeed[]): PlayerDeed | null {
  let best: PlayerDeed | null = null;
  for (const deed of deeds) {
    if (!deed.meetsAlignment || deed.expectedExperiencePerMinute <= 0) continue;
    if (
      !best ||
      deed.expectedExperiencePerMinute > best.expectedExperiencePerMinute ||
      (deed.expectedExperiencePerMinute === best.expectedExperiencePerMinute && deed.level > best.level)
    ) {
      best = deed;
    }
  }
  return best;
}

/**
 * What the worn equipment adds to a deed, for its card and confirmation (null: nothing helps):
 * the items that help with their uses left, then the bonus and the cut of the sentence.
 *
 * @example
 * ```ts
 * equipmentText({ successBonus: 0.02, jailFactor: 1, items: [{ name: 'Bent Lockpick', usesLeft: 59 }] });
 * // 'Bent Lockpick (59 uses left): +2% success'
 * ```
 */
export function equipmentText(equipment: PlayerDeed['equipment']): string | null {
  if (equipment.items.length === 0) return null;
  const items = equipment.items.map((i) => `${i.name} (${i.usesLeft} use${i.usesLeft === 1 ? '' : 's'} left)`).join(', ');
  const effects: string[] = [];
  if (equipment.successBonus > 0) effects.push(`+${Math.round(equipment.successBonus * 1000) / 10}% success`);
  if (equipment.jailFactor < 1) effects.push(`${Math.round((1 - equipment.jailFactor) * 100)}% less jail time`);
  return `${items}: ${effects.join(', ') || 'no bonus here'}`;
}
