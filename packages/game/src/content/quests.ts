/**
 * Contract content: the three patrons every city has (one per alignment) and the contract
 * templates they offer (docs/quests.md). Patrons of a pack city have names of their own; a city
 * staff create later gets the generic ones (`patronName`).
 */

/** The three alignments a patron (and a kind of deed) can have. */
export type QuestAxis = 'good' | 'neutral' | 'evil';
export const QUEST_AXES: readonly QuestAxis[] = ['good', 'neutral', 'evil'];

/**
 * What a contract counts: successful deeds of a kind in the patron's city, training sessions
 * there, prisoners freed there (broken out or bailed), arriving at another city, or alignment
 * points of the patron's kind earned anywhere.
 */
export type ContractKind = 'deed' | 'training' | 'rescue' | 'travel' | 'alignment';
export const CONTRACT_KINDS: readonly ContractKind[] = ['deed', 'training', 'rescue', 'travel', 'alignment'];

/**
 * One kind of contract. `title` may use `{n}` (the target), `{city}` (the patron's city) and
 * `{place}` (a travel contract's destination). `targets` is the count asked at standing tiers
 * 1 to 5 (a tier past the list uses its last value).
 */
export interface ContractTemplate {
  key: string;
  /** The patron that offers it; null: every patron. */
  axis: QuestAxis | null;
  kind: ContractKind;
  /** The lowest standing tier with the patron that gets this offer (1-5). */
  minTier: number;
  title: string;
  description: string;
  targets: readonly number[];
  /** For `deed`: the kind of deed that counts (null: any deed). */
  deedAxis?: QuestAxis | null;
}

/** Generic patron titles per alignment, for cities without named patrons. */
const GENERIC_PATRONS: Record<QuestAxis, string> = {
  good: 'The Temple Warden',
  neutral: 'The Guild Factor',
  evil: 'The Night Broker',
};

/** Named patrons of the pack's cities, by city name. */
export const CONTENT_PATRONS: Readonly<Record<string, Readonly<Record<QuestAxis, string>>>> = {
  Hearthmere: { good: 'Sister Elowen', neutral: 'Factor Brannoc', evil: 'Old Mag Sable' },
  Silverbrook: { good: 'Warden Ilse', neutral: 'Miller Hobb', evil: 'Quill the Fence' },
  Ravenhollow: { good: 'Brother Aldous', neutral: 'Sexton Grey', evil: 'The Raven Queen' },
  'Saltmarsh Harbour': { good: 'Harbourmaster Tess', neutral: 'Captain Rusk', evil: 'Smuggler Vane' },
  Stonewatch: { good: 'Captain Hale', neutral: 'Quartermaster Dunn', evil: 'Sergeant Crowe' },
  Emberpeak: { good: 'Smith Maren', neutral: 'Assayer Kell', evil: 'The Ash Man' },
  Mirefen: { good: 'Healer Wyn', neutral: 'Ferryman Osk', evil: 'Bog-Witch Hesk' },
  Whisperwood: { good: 'Ranger Fenn', neutral: 'Trapper Lisbet', evil: 'The Hollow Voice' },
  Thornwick: { good: 'Reeve Marta', neutral: 'Tanner Joss', evil: 'Widow Thorne' },
  Dawnspire: { good: 'High Cleric Aurel', neutral: 'Archivist Pell', evil: 'The Pale Scholar' },
  Farhaven: { good: 'Lamplighter Oona', neutral: 'Trader Sefu', evil: 'Cutpurse King Rook' },
  Cinderhold: { good: 'Penitent Varro', neutral: 'Forgemaster Ulm', evil: 'Lady Cinder' },
};

/**
 * The patron's name in a city.
 *
 * @example
 * ```ts
 * patronName('Hearthmere', 'good'); // 'Sister Elowen'
 * patronName('New Town', 'evil'); // 'The Night Broker'
 * ```
 */
export function patronName(cityName: string, axis: QuestAxis): string {
  return CONTENT_PATRONS[cityName]?.[axis] ?? GENERIC_PATRONS[axis];
}

/** The contracts the patrons offer (docs/quests.md, "Contracts"). */
export const CONTRACT_TEMPLATES: readonly ContractTemplate[] = [
  {
    key: 'alms-round',
    axis: 'good',
    kind: 'deed',
    deedAxis: 'good',
    minTier: 1,
    title: 'Do {n} good deeds in {city}',
    description: 'The poor of {city} need hands more than prayers.',
    targets: [3, 5, 8, 12, 16],
  },
  {
    key: 'open-the-cells',
    axis: 'good',
    kind: 'rescue',
    minTier: 2,
    title: 'Free {n} prisoners in {city}',
    description: 'Break them out or pay their bail; either way, bring them home.',
    targets: [1, 2, 3, 4, 5],
  },
  {
    key: 'pilgrim-letter',
    axis: 'good',
    kind: 'travel',
    minTier: 1,
    title: 'Carry a letter to {place} and come back',
    description: 'A sealed letter for the temple of {place}. Return to {city} to collect your reward.',
    targets: [1],
  },
  {
    key: 'virtue',
    axis: 'good',
    kind: 'alignment',
    minTier: 3,
    title: 'Earn {n} good points',
    description: 'Show the temple that your heart has changed.',
    targets: [5, 5, 8, 12, 16],
  },
  {
    key: 'honest-work',
    axis: 'neutral',
    kind: 'deed',
    deedAxis: 'neutral',
    minTier: 1,
    title: 'Do {n} neutral deeds in {city}',
    description: 'The guild pays for work done, not for sermons.',
    targets: [3, 5, 8, 12, 16],
  },
  {
    key: 'apprentice-fees',
    axis: 'neutral',
    kind: 'training',
    minTier: 1,
    title: 'Train {n} sessions in {city}',
    description: 'The guild wants skilled hands on its books.',
    targets: [2, 3, 5, 7, 10],
  },
  {
    key: 'trade-run',
    axis: 'neutral',
    kind: 'travel',
    minTier: 1,
    title: 'Take the samples to {place} and come back',
    description: 'Show the samples in {place}, then report back in {city}.',
    targets: [1],
  },
  {
    key: 'any-work',
    axis: 'neutral',
    kind: 'deed',
    deedAxis: null,
    minTier: 2,
    title: 'Do {n} deeds of any kind in {city}',
    description: 'Busy hands keep the city turning.',
    targets: [4, 6, 10, 14, 18],
  },
  {
    key: 'dirty-work',
    axis: 'evil',
    kind: 'deed',
    deedAxis: 'evil',
    minTier: 1,
    title: 'Do {n} evil deeds in {city}',
    description: 'Nothing anyone will trace back to me, mind.',
    targets: [3, 5, 8, 12, 16],
  },
  {
    key: 'friends-inside',
    axis: 'evil',
    kind: 'rescue',
    minTier: 2,
    title: 'Get {n} prisoners out of the jail of {city}',
    description: 'Some of my friends are enjoying the city’s hospitality too long.',
    targets: [1, 2, 3, 4, 5],
  },
  {
    key: 'package',
    axis: 'evil',
    kind: 'travel',
    minTier: 1,
    title: 'Deliver a package to {place} and come back',
    description: 'Do not open it. Come back to {city} when it is delivered.',
    targets: [1],
  },
  {
    key: 'reputation',
    axis: 'evil',
    kind: 'alignment',
    minTier: 3,
    title: 'Earn {n} evil points',
    description: 'Make a name that frightens the guard.',
    targets: [5, 5, 8, 12, 16],
  },
];
