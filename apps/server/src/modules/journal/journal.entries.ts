import { type JournalCharacter, JournalEntryType, type JournalPart, type JournalRewards, type PushKind } from '@tod/contracts';
import { describeDuration } from '@tod/game';

/** One entry to write with `record()`: whose it is, when, what happened. */
export interface JournalInput {
  userId: string;
  characterId: string | null;
  at: Date;
  type: JournalEntryType;
  parts: JournalPart[];
  rewards?: JournalRewards | null;
  /** Offer it as a push notification of this kind (sent only when the player is away). */
  pushKind?: PushKind;
}

type Who = { userId: string; characterId: string | null; at: Date };
type Piece = string | JournalCharacter;

/** Builds the parts of a sentence from text and characters, in order. */
function sentence(...pieces: Piece[]): JournalPart[] {
  return pieces.map((p) => (typeof p === 'string' ? { text: p } : { text: p.name, character: { id: p.id, name: p.name } }));
}

const rewards = (gold: number, experience = 0, alignment = 0): JournalRewards => ({ gold, experience, alignment });

const ROLE_NAMES = ['player', 'moderator', 'staff member', 'owner'] as const;

/**
 * The entries services record, one builder per change. Texts speak to the player ("you") and
 * name every other character as a linkable part.
 */
export const journalEntries = {
  deedDone: (
    w: Who,
    deed: { name: string; success: boolean; gold: number; experience: number; alignment: number },
    worn: readonly { name: string; usesLeft: number }[] = [],
  ): JournalInput => ({
    ...w,
    type: JournalEntryType.deedDone,
    parts: sentence(
      deed.success ? `You succeeded at ${deed.name}.` : `You failed at ${deed.name}.`,
      ...worn.map((i) => ` ${i.name}: ${i.usesLeft} use${i.usesLeft === 1 ? '' : 's'} left.`),
    ),
    rewards: rewards(deed.gold, deed.experience, deed.alignment),
  }),
  levelUp: (w: Who, level: number): JournalInput => ({
    ...w,
    type: JournalEntryType.levelUp,
    parts: sentence(`You reached level ${level}.`),
  }),
  jailed: (w: Who, jailMs: number, cause: 'deed' | 'jailbreak'): JournalInput => ({
    ...w,
    type: JournalEntryType.jailed,
    parts: sentence(
      cause === 'deed'
        ? `You were thrown in jail for ${describeDuration(jailMs)}.`
        : `The guards caught you breaking in and jailed you for ${describeDuration(jailMs)}.`,
    ),
  }),
  released: (w: Who): JournalInput => ({
    ...w,
    type: JournalEntryType.released,
    parts: sentence('You served your sentence and left jail.'),
  }),
  brokenOut: (w: Who, by: JournalCharacter): JournalInput => ({
    ...w,
    type: JournalEntryType.brokenOut,
    parts: sentence(by, ' broke you out of jail.'),
    pushKind: 'brokenOut',
  }),
  brokeOut: (w: Who, whom: JournalCharacter, experience: number): JournalInput => ({
    ...w,
    type: JournalEntryType.brokeOut,
    parts: sentence('You broke ', whom, ' out of jail.'),
    rewards: experience > 0 ? rewards(0, experience) : null,
  }),
  bailPaidOwn: (w: Who, price: number): JournalInput => ({
    ...w,
    type: JournalEntryType.bailPaidOwn,
    parts: sentence(`You paid ${price} gold bail and left jail.`),
    rewards: rewards(-price),
  }),
  bailPaidFor: (w: Who, whom: JournalCharacter, price: number, goodPoints: number): JournalInput => ({
    ...w,
    type: JournalEntryType.bailPaidFor,
    parts: sentence(`You paid ${price} gold bail for `, whom, '.'),
    rewards: rewards(-price, 0, goodPoints),
  }),
  bailedOut: (w: Who, by: JournalCharacter, price: number): JournalInput => ({
    ...w,
    type: JournalEntryType.bailedOut,
    parts: sentence(by, ` paid ${price} gold bail for you. You are free.`),
    pushKind: 'eventsWhileAway',
  }),
  trainingDone: (w: Who, skill: string, level: number): JournalInput => ({
    ...w,
    type: JournalEntryType.trainingDone,
    parts: sentence(`Your ${skill} reached level ${level}.`),
  }),
  itemBought: (w: Who, item: string, price: number, slot: string | null): JournalInput => ({
    ...w,
    type: JournalEntryType.itemBought,
    parts: sentence(`You bought ${item} for ${price} gold${slot ? ` and equipped it as your ${slot}` : ''}.`),
    rewards: rewards(-price),
  }),
  itemRepaired: (w: Who, item: string, price: number): JournalInput => ({
    ...w,
    type: JournalEntryType.itemRepaired,
    parts: sentence(`You had ${item} repaired for ${price} gold.`),
    rewards: rewards(-price),
  }),
  equipmentChanged: (w: Who, item: string, slot: string, on: boolean): JournalInput => ({
    ...w,
    type: JournalEntryType.equipmentChanged,
    parts: sentence(on ? `You equipped ${item} as your ${slot}.` : `You took off ${item}.`),
  }),
  itemBroke: (w: Who, item: string): JournalInput => ({
    ...w,
    type: JournalEntryType.itemBroke,
    parts: sentence(`Your ${item} broke. Repair it in a shop to use it again.`),
  }),
  arrived: (w: Who, city: string, fare: number): JournalInput => ({
    ...w,
    type: JournalEntryType.arrived,
    parts: sentence(`You arrived in ${city}.`),
    rewards: fare > 0 ? rewards(-fare) : null,
  }),
  roleChanged: (w: Who, role: number): JournalInput => ({
    ...w,
    type: JournalEntryType.roleChanged,
    parts: sentence(`Staff made you a ${ROLE_NAMES[role] ?? `role ${role}`}.`),
    pushKind: 'eventsWhileAway',
  }),
  killed: (w: Who, character: JournalCharacter): JournalInput => ({
    ...w,
    type: JournalEntryType.killed,
    parts: sentence('Staff ended the life of ', character, '. You may create an heir.'),
    pushKind: 'eventsWhileAway',
  }),
  /** Staff changed the character: what changed, in words, and the reason they wrote. */
  characterChanged: (w: Who, what: string, reason: string): JournalInput => ({
    ...w,
    type: JournalEntryType.characterChanged,
    parts: sentence(`Staff ${what}. Reason: ${reason}`),
    pushKind: 'eventsWhileAway',
  }),
  giftSent: (w: Who, to: JournalCharacter, amount: number): JournalInput => ({
    ...w,
    type: JournalEntryType.giftSent,
    parts: sentence(`You gave ${amount} gold to `, to, '.'),
    rewards: rewards(-amount),
  }),
  giftReceived: (w: Who, from: JournalCharacter, amount: number): JournalInput => ({
    ...w,
    type: JournalEntryType.giftReceived,
    parts: sentence(from, ` gave you ${amount} gold.`),
    rewards: rewards(amount),
    pushKind: 'eventsWhileAway',
  }),
  termCollected: (w: Who, principal: number, interest: number, days: number): JournalInput => ({
    ...w,
    type: JournalEntryType.termCollected,
    parts: sentence(`You collected your ${days}-day term deposit: ${principal} gold and ${interest} gold interest.`),
    rewards: rewards(principal + interest),
  }),
  /** A running term deposit fell due: the bank holds it until it is collected (docs/economy.md#term-deposits). */
  termDue: (w: Who, principal: number, interest: number, days: number): JournalInput => ({
    ...w,
    type: JournalEntryType.termDue,
    parts: sentence(`Your ${days}-day term deposit is due: collect ${principal} gold and ${interest} gold interest at the bank.`),
    pushKind: 'termDeposit',
  }),
  /** The city watch's stop and how it ended (docs/fair-play.md#the-city-watch). */
  watch: (w: Who, outcome: 'stopped' | 'passed' | 'wrong' | 'timed_out', jailMs = 0): JournalInput => ({
    ...w,
    type: JournalEntryType.watch,
    parts: sentence(
      outcome === 'stopped'
        ? 'The city watch stopped you after your deed and asked you a question.'
        : outcome === 'passed'
          ? 'You answered the city watch, and it let you go.'
          : outcome === 'wrong'
            ? `Your answer to the city watch was wrong: you were jailed for ${describeDuration(jailMs)}.`
            : `You did not answer the city watch in time: you were jailed for ${describeDuration(jailMs)}.`,
    ),
  }),
  casinoBet: (w: Who, stake: number, roll: number, payout: number): JournalInput => ({
    ...w,
    type: JournalEntryType.casinoBet,
    parts: sentence(
      payout > 0
        ? `You staked ${stake} gold in the casino; the roll was ${roll} and paid ${payout} gold.`
        : `You staked ${stake} gold in the casino; the roll was ${roll} and you lost it.`,
    ),
    rewards: rewards(payout - stake),
  }),
  /** Became partners with `other`, or (`formed` false) the partnership ended. */
  partners: (w: Who, other: JournalCharacter, formed: boolean): JournalInput => ({
    ...w,
    type: JournalEntryType.partners,
    parts: formed ? sentence('You and ', other, ' are now partners.') : sentence('You and ', other, ' are no longer partners.'),
  }),
  heir: (w: Who, heir: JournalCharacter, parent: JournalCharacter, gold: number): JournalInput => ({
    ...w,
    type: JournalEntryType.heir,
    parts: sentence(heir, ' was born as the heir of ', parent, gold > 0 ? `, inheriting ${gold} gold.` : '.'),
    rewards: gold > 0 ? rewards(gold) : null,
  }),
  contractDone: (
    w: Who,
    title: string,
    patron: string,
    r: { gold: number; experience: number; standing: number },
  ): JournalInput => ({
    ...w,
    type: JournalEntryType.contractDone,
    parts: sentence(`You handed in "${title}" to ${patron} and gained ${r.standing} standing.`),
    rewards: rewards(r.gold, r.experience),
  }),
  contractExpired: (w: Who, title: string, patron: string, lost: number): JournalInput => ({
    ...w,
    type: JournalEntryType.contractExpired,
    parts: sentence(`Your contract "${title}" for ${patron} ran out. You lost ${lost} standing.`),
  }),
  contractReady: (w: Who, title: string, patron: string, city: string): JournalInput => ({
    ...w,
    type: JournalEntryType.contractReady,
    parts: sentence(`Your contract "${title}" is done: hand it in to ${patron} in ${city}.`),
    pushKind: 'contractReady',
  }),
  contractDeadline: (w: Who, title: string, patron: string, left: string): JournalInput => ({
    ...w,
    type: JournalEntryType.contractDeadline,
    parts: sentence(`Your contract "${title}" for ${patron} runs out in ${left}.`),
    pushKind: 'contractDeadline',
  }),
  chainOpened: (w: Who, chain: string, patron: string, city: string): JournalInput => ({
    ...w,
    type: JournalEntryType.chainOpened,
    parts: sentence(`A quest chain is open to you: "${chain}", from ${patron} of ${city}.`),
    pushKind: 'chainOpened',
  }),
  achievementEarned: (w: Who, name: string, description: string): JournalInput => ({
    ...w,
    type: JournalEntryType.achievementEarned,
    parts: sentence(`Achievement earned: ${name}. ${description}`),
  }),
  perkBought: (w: Who, name: string, rank: number): JournalInput => ({
    ...w,
    type: JournalEntryType.perkBought,
    parts: sentence(`You spent a merit on ${name} (rank ${rank}).`),
  }),
  chainStep: (w: Who, chain: string, step: string): JournalInput => ({
    ...w,
    type: JournalEntryType.chainStep,
    parts: sentence(`${chain}: you did "${step}".`),
  }),
  chainFinished: (w: Who, chain: string, r: { gold: number; experience: number }): JournalInput => ({
    ...w,
    type: JournalEntryType.chainFinished,
    parts: sentence(`You finished the quest chain "${chain}".`),
    rewards: rewards(r.gold, r.experience),
  }),
  /** A crew event told to one member: `parts` name the crew and any other character. */
  crew: (
    w: Who,
    type: 'crewMembership' | 'crewInvited' | 'crewRank' | 'crewPurse',
    pieces: Piece[],
    gold = 0,
    push = false,
  ): JournalInput => ({
    ...w,
    type: JournalEntryType[type],
    parts: sentence(...pieces),
    rewards: gold !== 0 ? rewards(gold) : null,
    // An invite, and (to the leader) a withdrawal another member made, may be pushed (docs/crews.md).
    ...(type === 'crewInvited' ? { pushKind: 'crew' as const } : push ? { pushKind: 'crewWithdrawals' as const } : {}),
  }),
  /** A group deed the character sat in was launched: what it paid, or the sentence. */
  groupDeed: (
    w: Who,
    deed: { name: string; crew: string; success: boolean; gold: number; experience: number; alignment: number; jailMs: number },
  ): JournalInput => ({
    ...w,
    type: JournalEntryType.crewGroupDeed,
    parts: sentence(
      deed.success
        ? `${deed.crew} pulled off "${deed.name}" together.`
        : deed.jailMs > 0
          ? `${deed.crew} failed at "${deed.name}". You were jailed for ${describeDuration(deed.jailMs)}.`
          : `${deed.crew} failed at "${deed.name}".`,
    ),
    rewards: deed.success ? rewards(deed.gold, deed.experience, deed.alignment) : null,
    pushKind: 'crewGroupDeeds',
  }),
};
