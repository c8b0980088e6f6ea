/**
 * `@tod/game`: the pure game rules and the content pack. No I/O, no clock, no randomness of
 * its own: time (`now`) and randomness (`rng`) are arguments. See `docs/game-rules.md`.
 */
export * from './achievements.ts';
export * from './age.ts';
export * from './alignment.ts';
export * from './alignment-titles.ts';
export * from './chronicle.ts';
export * from './bank.ts';
export * from './casino.ts';
export * from './chains.ts';
export * from './city.ts';
export * from './contacts.ts';
export * from './constants.ts';
export * from './crew-deeds.ts';
export * from './crews.ts';
export * from './content/index.ts';
export * from './deed-attempt.ts';
export * from './deed-list.ts';
export * from './deed-odds.ts';
export * from './deeds.ts';
export * from './economy.ts';
export * from './fairplay.ts';
export * from './gifts.ts';
export * from './items.ts';
export * from './jail.ts';
export * from './map.ts';
export * from './quests.ts';
export * from './random.ts';
export * from './rescue.ts';
export * from './rested.ts';
export * from './timers.ts';
export * from './training.ts';
export * from './travel.ts';
export * from './xp.ts';
export * from './watch.ts';
