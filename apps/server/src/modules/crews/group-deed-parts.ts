import { type ContactStateName, contactState, GROUP_DEEDS, type GroupDeed, GroupDeedRules, scaleDuration } from '@tod/game';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { utcMinute } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { charactersTable } from '../characters/index.ts';
import { characterSkillsTable, skillsTable } from '../training/index.ts';
import { logCrew } from './crew-log.ts';
import { crewDeedSeatsTable, crewGroupDeedsTable } from './crews.sql.ts';

// The pieces the group deed use cases share (docs/crews.md#group-deeds).

const gd = crewGroupDeedsTable;
const s = crewDeedSeatsTable;
const c = charactersTable;

/** The catalogue entry of a key (null for an unknown key). */
export const deedOf = (key: string): GroupDeed | null => GROUP_DEEDS.find((d) => d.key === key) ?? null;

/** The catalogue entry of a stored plan: a key dropped from the catalogue is refused as unknown. */
export function deedOfPlan(key: string): GroupDeed {
  const deed = deedOf(key);
  if (!deed) throw notFound('crews.deed_not_found', 'There is no such group deed.');
  return deed;
}

/**
 * Marks the crew's planning deeds whose planning time ended as expired and frees their seats.
 * Called under the crew row's lock at the start of every group deed change, so a lapsed plan
 * never blocks a new one or holds a member's seat.
 */
export async function expireLapsed(tx: Db, crewId: string, now: Date, gameSpeed: number): Promise<void> {
  const lapsed = await tx
    .update(gd)
    .set({ status: 'expired', endedAt: now })
    .where(and(eq(gd.crewId, crewId), eq(gd.status, 'planning'), lte(gd.closesAt, lapseCutoff(now, gameSpeed))))
    .returning({ id: gd.id, deedKey: gd.deedKey });
  if (lapsed.length === 0) return;
  await tx.delete(s).where(
    inArray(
      s.groupDeedId,
      lapsed.map((l) => l.id),
    ),
  );
  for (const l of lapsed) {
    const name = deedOf(l.deedKey)?.name ?? l.deedKey;
    await logCrew(tx, {
      crewId,
      at: now,
      kind: 'group_deed',
      actorId: null,
      text: `"${name}" lapsed: it was not launched in time.`,
    });
  }
}

/** Plans whose planning ended before this moment have lapsed (`GroupDeedRules.launchWindowMs` after it). */
export const lapseCutoff = (now: Date, gameSpeed: number) =>
  new Date(now.getTime() - scaleDuration(GroupDeedRules.launchWindowMs, gameSpeed));

/** The end of a plan's launch window. */
export const launchByOf = (closesAt: Date, gameSpeed: number) =>
  new Date(closesAt.getTime() + scaleDuration(GroupDeedRules.launchWindowMs, gameSpeed));

/** The plan `id` of this crew, or 404. */
export async function planOf(tx: Db, crewId: string, id: string) {
  const [row] = await tx
    .select()
    .from(gd)
    .where(and(eq(gd.id, id), eq(gd.crewId, crewId)));
  if (!row) throw notFound('crews.group_deed_not_found', 'Your crew has no such group deed.');
  return row;
}

export interface SeatedMember {
  seat: number;
  characterId: string;
  userId: string;
  name: string;
  level: number;
  experience: number;
  good: number;
  neutral: number;
  evil: number;
  cityId: string | null;
  state: ContactStateName;
  /** When `state` ends by itself (a jail, a journey's or a deed's rest); null when free or open-ended. */
  until: Date | null;
  skillLevel: number;
}

/**
 * The seated members of plans, with where they stand now and their level in their seat's skill.
 * `lock` takes the characters' rows `FOR UPDATE` (in id order) for a launch that changes them.
 */
export async function seatedMembers(
  tx: Db,
  plans: ReadonlyArray<{ id: string; deedKey: string }>,
  now: Date,
  lock = false,
): Promise<Map<string, SeatedMember[]>> {
  const out = new Map<string, SeatedMember[]>(plans.map((p) => [p.id, []]));
  if (plans.length === 0) return out;
  const seats = await tx
    .select()
    .from(s)
    .where(
      inArray(
        s.groupDeedId,
        plans.map((p) => p.id),
      ),
    )
    .orderBy(asc(s.seat));
  if (seats.length === 0) return out;
  const ids = [...new Set(seats.map((x) => x.characterId))];
  const base = tx.select().from(c).where(inArray(c.id, ids)).orderBy(asc(c.id));
  const people = new Map((lock ? await base.for('update') : await base).map((p) => [p.id, p]));
  const skills = await tx
    .select({ characterId: characterSkillsTable.characterId, name: skillsTable.name, level: characterSkillsTable.level })
    .from(characterSkillsTable)
    .innerJoin(skillsTable, eq(skillsTable.id, characterSkillsTable.skillId))
    .where(inArray(characterSkillsTable.characterId, ids));
  const skillOf = (id: string, name: string) => skills.find((k) => k.characterId === id && k.name === name)?.level ?? 0;
  for (const seat of seats) {
    const plan = plans.find((p) => p.id === seat.groupDeedId)!;
    const deed = deedOf(plan.deedKey);
    const p = people.get(seat.characterId);
    if (!p || !deed) continue;
    const skill = deed.seats[seat.seat]?.skill ?? '';
    out.get(plan.id)!.push({
      seat: seat.seat,
      characterId: p.id,
      userId: p.userId,
      name: p.name,
      level: p.level,
      experience: p.experience,
      good: p.good,
      neutral: p.neutral,
      evil: p.evil,
      cityId: p.cityId,
      ...contactState(p, now),
      skillLevel: skillOf(p.id, skill),
    });
  }
  return out;
}

const STATE_WORDS: Record<Exclude<ContactStateName, 'free'>, string> = {
  jailed: 'is in jail',
  travelling: 'is resting after a journey',
  resting: 'is resting after a deed',
  dead: 'is dead',
};

/**
 * Why a plan cannot be launched now, in words for players: empty seats, and each seated member
 * who is not free or not in the deed's city. Empty when it can be launched.
 */
export function launchBlockers(
  deed: GroupDeed,
  plan: { cityId: string | null; closesAt: Date },
  cityName: string,
  seated: readonly SeatedMember[],
  now: Date,
): string[] {
  const out: string[] = [];
  const cityId = plan.cityId;
  if (plan.closesAt > now) out.push(`The planning ends at ${utcMinute(plan.closesAt)}.`);
  const empty = deed.seats.length - seated.length;
  if (empty > 0) out.push(empty === 1 ? '1 seat is still empty.' : `${empty} seats are still empty.`);
  for (const m of seated) {
    if (m.state !== 'free') out.push(`${m.name} ${STATE_WORDS[m.state]}.`);
    else if (cityId === null || m.cityId !== cityId) out.push(`${m.name} is not in ${cityName}.`);
  }
  return out;
}

/** Seat odds as the pure rule reads them: every seat, an empty one at skill 0. */
export function seatOdds(deed: GroupDeed, seated: readonly SeatedMember[]) {
  return deed.seats.map((seat, i) => ({ required: seat.level, skill: seated.find((m) => m.seat === i)?.skillLevel ?? null }));
}

/** Refuses to take a member out of the crew while it sits in a group deed (409 `crews.seated`). */
export async function refuseIfSeated(tx: Db, characterId: string, name: string | null): Promise<void> {
  const [seat] = await tx.select({ seat: s.seat }).from(s).where(eq(s.characterId, characterId));
  if (!seat) return;
  throw conflict(
    'crews.seated',
    name === null
      ? 'You sit in a group deed; leave that seat before you leave the crew.'
      : `${name} sits in a group deed; they must leave that seat first.`,
  );
}
