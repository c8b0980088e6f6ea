import { groupThousands, type JournalEntry, JournalEntryType, type JournalRewards } from '@tod/contracts';

/** The filters of the event log (docs/product-rules.md#event-log). */
export type EventKind = 'deeds' | 'jail' | 'training' | 'travel' | 'other';

export const EVENT_KINDS: readonly { kind: EventKind; label: string }[] = [
  { kind: 'deeds', label: 'Deeds' },
  { kind: 'jail', label: 'Jail' },
  { kind: 'training', label: 'Training' },
  { kind: 'travel', label: 'Travel' },
  { kind: 'other', label: 'Other' },
];

const KIND_OF: Record<JournalEntryType, EventKind> = {
  [JournalEntryType.deedDone]: 'deeds',
  [JournalEntryType.levelUp]: 'deeds',
  [JournalEntryType.jailed]: 'jail',
  [JournalEntryType.released]: 'jail',
  [JournalEntryType.brokenOut]: 'jail',
  [JournalEntryType.brokeOut]: 'jail',
  [JournalEntryType.bailPaidOwn]: 'jail',
  [JournalEntryType.bailPaidFor]: 'jail',
  [JournalEntryType.bailedOut]: 'jail',
  [JournalEntryType.trainingDone]: 'training',
  [JournalEntryType.arrived]: 'travel',
  [JournalEntryType.roleChanged]: 'other',
  [JournalEntryType.killed]: 'other',
  [JournalEntryType.characterChanged]: 'other',
  [JournalEntryType.heir]: 'other',
  [JournalEntryType.itemBought]: 'other',
  [JournalEntryType.itemRepaired]: 'other',
  [JournalEntryType.equipmentChanged]: 'other',
  [JournalEntryType.itemBroke]: 'deeds',
  [JournalEntryType.contractDone]: 'other',
  [JournalEntryType.contractExpired]: 'other',
  [JournalEntryType.contractReady]: 'other',
  [JournalEntryType.contractDeadline]: 'other',
  [JournalEntryType.chainOpened]: 'other',
  [JournalEntryType.giftSent]: 'other',
  [JournalEntryType.giftReceived]: 'other',
  [JournalEntryType.termCollected]: 'other',
  [JournalEntryType.termDue]: 'other',
  [JournalEntryType.casinoBet]: 'other',
  [JournalEntryType.partners]: 'other',
  [JournalEntryType.crewMembership]: 'other',
  [JournalEntryType.crewInvited]: 'other',
  [JournalEntryType.crewRank]: 'other',
  [JournalEntryType.crewPurse]: 'other',
  [JournalEntryType.crewGroupDeed]: 'deeds',
  [JournalEntryType.achievementEarned]: 'other',
  [JournalEntryType.perkBought]: 'other',
  [JournalEntryType.chainStep]: 'other',
  [JournalEntryType.chainFinished]: 'other',
  [JournalEntryType.watch]: 'jail',
};

export const eventKind = (entry: Pick<JournalEntry, 'type'>): EventKind => KIND_OF[entry.type] ?? 'other';

/** A run of consecutive entries about the same thing, newest first like the entries. */
export interface EventGroup {
  /** The newest entry's id: stable while older entries load below it. */
  id: string;
  kind: EventKind;
  /** The deed's name for a run of attempts, else null. */
  deed: string | null;
  entries: JournalEntry[];
  succeeded: number;
  failed: number;
  rewards: JournalRewards;
}

// The server writes 'You succeeded at {name}.' / 'You failed at {name}.' (journal.entries.ts).
const DEED_TEXT = /^You (succeeded|failed) at (.+)\.$/;

function deedOf(entry: JournalEntry): { name: string; success: boolean } | null {
  if (entry.type !== JournalEntryType.deedDone) return null;
  const match = DEED_TEXT.exec(entry.text);
  return match ? { name: match[2] as string, success: match[1] === 'succeeded' } : null;
}

/** What makes two neighbouring entries one group: the same deed, or the very same sentence. */
const groupKey = (entry: JournalEntry): string => {
  const deed = deedOf(entry);
  return deed ? `deed:${deed.name}` : `${entry.type}:${entry.text}`;
};

/**
 * Folds runs of the same deed ('Pickpocket x7') or the same sentence into one group, keeping
 * the order: a run is broken by anything else that happened in between, so the log still reads
 * as a story (docs/product-rules.md#event-log).
 */
export function groupEvents(entries: readonly JournalEntry[]): EventGroup[] {
  const groups: EventGroup[] = [];
  let lastKey: string | null = null;
  for (const entry of entries) {
    const key = groupKey(entry);
    const deed = deedOf(entry);
    let group = groups.at(-1);
    if (!group || key !== lastKey) {
      group = {
        id: entry.id,
        kind: eventKind(entry),
        deed: deed?.name ?? null,
        entries: [],
        succeeded: 0,
        failed: 0,
        rewards: { gold: 0, experience: 0, alignment: 0 },
      };
      groups.push(group);
    }
    lastKey = key;
    group.entries.push(entry);
    if (deed) group[deed.success ? 'succeeded' : 'failed'] += 1;
    if (entry.rewards) {
      group.rewards.gold += entry.rewards.gold;
      group.rewards.experience += entry.rewards.experience;
      group.rewards.alignment += entry.rewards.alignment;
    }
  }
  return groups;
}

/** How many groups the newest `unread` entries make: what the badge counts. */
export function unreadGroupCount(entries: readonly JournalEntry[], unread: number): number {
  return groupEvents(entries.slice(0, unread)).length;
}

const signed = (n: number) => (n > 0 ? `+${groupThousands(n)}` : groupThousands(n));

/** '+84 XP, +40 gold, +3 alignment'; parts that are zero are left out. */
export function rewardsSummary(rewards: JournalRewards): string {
  const parts: string[] = [];
  if (rewards.experience !== 0) parts.push(`${signed(rewards.experience)} XP`);
  if (rewards.gold !== 0) parts.push(`${signed(rewards.gold)} gold`);
  if (rewards.alignment !== 0) parts.push(`${signed(rewards.alignment)} alignment`);
  return parts.join(', ');
}

/**
 * One line for a group of several entries: 'Pickpocket x7: +84 XP, +40 gold (5 succeeded, 2
 * failed)'. A single entry is shown as the server wrote it, so this is only for runs.
 */
export function groupTitle(group: EventGroup): string {
  const count = group.entries.length;
  const first = group.entries[0] as JournalEntry;
  if (group.deed === null) return `${first.text} (x${count})`;
  const rewards = rewardsSummary(group.rewards);
  const outcome =
    group.failed === 0
      ? 'all succeeded'
      : group.succeeded === 0
        ? 'all failed'
        : `${group.succeeded} succeeded, ${group.failed} failed`;
  return `${group.deed} x${count}${rewards ? `: ${rewards}` : ''} (${outcome})`;
}
