import type { ContentCity, ContentDeed } from '@tod/game';

/** A pack deed as a row, its city named by id (null: everywhere). */
export function deedValues(d: ContentDeed, cityId: string | null, now: Date) {
  return {
    name: d.name,
    level: d.level,
    content: d.content,
    alignment: d.alignment,
    successMessage: d.success,
    failureMessage: d.failure,
    skills: { ...d.skills },
    cityId,
    rewardGold: d.reward.gold,
    rewardExperience: d.reward.experience,
    rewardAlignment: d.reward.alignment,
    rewardJailSeconds: d.reward.jailTime,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A pack city as a row. `index` is its place in the pack: created that many milliseconds after
 * `now`, so listing by creation time keeps the pack's order.
 */
export function cityValues(city: ContentCity, index: number, now: Date) {
  return {
    name: city.name,
    description: city.description,
    alignment: city.alignment,
    xPosition: city.x,
    yPosition: city.y,
    createdAt: new Date(now.getTime() + index),
  };
}
