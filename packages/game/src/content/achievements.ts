/**
 * The achievements and the perks merits buy (docs/quests.md, "Achievements"). Each achievement
 * reads one measure of a character (`AchievementStat`) and is earned when it reaches `target`.
 */

/** What an achievement measures (`AchievementStats` in achievements.ts holds the values). */
export type AchievementStat =
  | 'deeds'
  | 'goodDeeds'
  | 'neutralDeeds'
  | 'evilDeeds'
  | 'rescues'
  | 'trainings'
  | 'journeys'
  | 'cities'
  | 'allCities'
  | 'level'
  | 'contracts'
  | 'standingTier'
  | 'goodTitle'
  | 'evilTitle'
  | 'chains';

export interface AchievementDef {
  key: string;
  name: string;
  description: string;
  stat: AchievementStat;
  target: number;
}

const a = (key: string, name: string, description: string, stat: AchievementStat, target: number): AchievementDef => ({
  key,
  name,
  description,
  stat,
  target,
});

/** Rungs of the good and evil title ladders (ALIGNMENT_TITLES): rung n is the n-th title away from True Neutral. */
const GOOD_TITLES = ['Well-Meaning Soul', 'Kind Heart', 'Honourable', 'Noble Spirit', 'Defender of the Weak'];
const EVIL_TITLES = ['Mischief Maker', 'Troublemaker', 'Scoundrel', 'Malevolent Schemer', 'Cruel Villain'];

export const ACHIEVEMENTS: readonly AchievementDef[] = [
  a('first-deed', 'First Steps', 'Do your first deed.', 'deeds', 1),
  a('deeds-10', 'Busy Hands', 'Do 10 deeds.', 'deeds', 10),
  a('deeds-50', 'Known in Town', 'Do 50 deeds.', 'deeds', 50),
  a('deeds-100', 'A Hundred Tales', 'Do 100 deeds.', 'deeds', 100),
  a('deeds-250', 'Tireless', 'Do 250 deeds.', 'deeds', 250),
  a('deeds-500', 'Living Legend', 'Do 500 deeds.', 'deeds', 500),
  a('deeds-1000', 'A Thousand Deeds', 'Do 1,000 deeds.', 'deeds', 1000),
  a('good-10', 'Helping Hand', 'Do 10 good deeds.', 'goodDeeds', 10),
  a('good-100', 'Beacon', 'Do 100 good deeds.', 'goodDeeds', 100),
  a('good-500', 'Saint of the Streets', 'Do 500 good deeds.', 'goodDeeds', 500),
  a('neutral-10', 'Fair Dealer', 'Do 10 neutral deeds.', 'neutralDeeds', 10),
  a('neutral-100', 'Steady Scales', 'Do 100 neutral deeds.', 'neutralDeeds', 100),
  a('neutral-500', 'Keeper of the Balance', 'Do 500 neutral deeds.', 'neutralDeeds', 500),
  a('evil-10', 'Bad Company', 'Do 10 evil deeds.', 'evilDeeds', 10),
  a('evil-100', 'Feared Name', 'Do 100 evil deeds.', 'evilDeeds', 100),
  a('evil-500', 'Terror of the Roads', 'Do 500 evil deeds.', 'evilDeeds', 500),
  a('first-rescue', 'Open the Door', 'Free your first prisoner (a jailbreak, or bail paid for another).', 'rescues', 1),
  a('rescues-10', 'Jailbreaker', 'Free 10 prisoners.', 'rescues', 10),
  a('rescues-50', 'Key Keeper', 'Free 50 prisoners.', 'rescues', 50),
  a('rescues-100', 'Liberator', 'Free 100 prisoners.', 'rescues', 100),
  a('first-training', 'Apprentice', 'Finish your first training session.', 'trainings', 1),
  a('trainings-10', 'Diligent', 'Finish 10 training sessions.', 'trainings', 10),
  a('trainings-50', 'Journeyman', 'Finish 50 training sessions.', 'trainings', 50),
  a('trainings-100', 'Master of Arts', 'Finish 100 training sessions.', 'trainings', 100),
  a('first-journey', 'On the Road', 'Arrive in another city.', 'journeys', 1),
  a('journeys-10', 'Wayfarer', 'Make 10 journeys.', 'journeys', 10),
  a('journeys-50', 'Roadworn', 'Make 50 journeys.', 'journeys', 50),
  a('cities-3', 'Three Gates', 'Visit 3 cities.', 'cities', 3),
  a('every-city', 'Every Road Walked', 'Visit every city.', 'allCities', 1),
  a('level-5', 'Rising', 'Reach level 5.', 'level', 5),
  a('level-10', 'Seasoned', 'Reach level 10.', 'level', 10),
  a('level-15', 'Veteran', 'Reach level 15.', 'level', 15),
  a('level-20', 'Renowned', 'Reach level 20.', 'level', 20),
  a('level-30', 'Exalted', 'Reach level 30.', 'level', 30),
  a('level-40', 'Mythic', 'Reach level 40.', 'level', 40),
  a('first-contract', 'Hired Hand', 'Hand in your first contract.', 'contracts', 1),
  a('contracts-10', 'Reliable', 'Hand in 10 contracts.', 'contracts', 10),
  a('contracts-50', 'Contractor', 'Hand in 50 contracts.', 'contracts', 50),
  a('contracts-100', 'A Month of Contracts', 'Hand in 100 contracts.', 'contracts', 100),
  a('standing-3', 'Trusted', 'Reach standing tier 3 with a patron.', 'standingTier', 3),
  a('standing-5', 'Right Hand', 'Reach standing tier 5 with a patron.', 'standingTier', 5),
  ...GOOD_TITLES.map((title, i) => a(`title-good-${i + 1}`, title, `Be known as ${title}.`, 'goodTitle', i + 1)),
  ...EVIL_TITLES.map((title, i) => a(`title-evil-${i + 1}`, title, `Be known as ${title}.`, 'evilTitle', i + 1)),
  a('first-chain', 'Storyteller', 'Finish a quest chain.', 'chains', 1),
  a('all-chains', 'Every Tale Told', 'Finish 3 quest chains.', 'chains', 3),
];

/** A permanent perk bought with merits, up to `maxRank` times. */
export interface PerkDef {
  key: 'haggler' | 'scholar' | 'favoured' | 'ambitious';
  name: string;
  description: string;
  maxRank: number;
}

export const PERKS: readonly PerkDef[] = [
  { key: 'haggler', name: 'Haggler', description: '+10% gold from each contract you hand in.', maxRank: 3 },
  { key: 'scholar', name: 'Scholar', description: '+10% experience from each contract you hand in.', maxRank: 3 },
  { key: 'favoured', name: 'Favoured', description: '+1 standing from each contract you hand in.', maxRank: 3 },
  { key: 'ambitious', name: 'Ambitious', description: 'Hold one more accepted contract at once.', maxRank: 1 },
];

export type PerkKey = PerkDef['key'];
