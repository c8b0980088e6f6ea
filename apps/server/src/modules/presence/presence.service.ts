import { createHash } from 'node:crypto';
import { type ActiveCharacter, type ActivePlayers, PresenceLimits } from '@tod/contracts';
import { and, asc, gt, not, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable, markSeen } from '../characters/index.ts';

/** Published when someone may have become active or inactive; every instance re-reads the set. */
export const PRESENCE_CHANGED = 'presence.changed';

export interface ActiveSet {
  /** Digest of what the first page shows (see `presenceHash`). */
  hash: string;
  /** Everyone active, sorted by name: the answers send one page of it. */
  characters: ActiveCharacter[];
  /** Accounts of the active characters: lets a request skip presence work for the already active. */
  userIds: ReadonlySet<string>;
}

/** The players page `page` (from 1) lists, of everyone active sorted by name. */
export const pageOf = (characters: readonly ActiveCharacter[], page: number): ActiveCharacter[] =>
  characters.slice((page - 1) * PresenceLimits.pageSize, page * PresenceLimits.pageSize);

/**
 * A stable digest of what the sidebar shows: the count and the first page's ids, names and
 * levels in order, so the same players give the same hash on every instance and any visible
 * difference (someone joins or leaves, someone listed levels up) gives another. A change past
 * the first page that leaves the count alone wakes no long poll: nobody would see it.
 */
function presenceHash(characters: readonly ActiveCharacter[]): string {
  const canonical = pageOf(characters, 1)
    .map((ch) => `${ch.id}\t${ch.username}\t${ch.level}`)
    .join('\n');
  return createHash('sha256').update(`${characters.length}\n${canonical}`).digest('base64url').slice(0, 32);
}

/** Living characters seen within the active window before `now`, sorted by name. */
export async function readActiveSet(db: Deps['db'], now: Date): Promise<ActiveSet> {
  const c = charactersTable;
  const cutoff = new Date(now.getTime() - PresenceLimits.activeWindowMs);
  const rows = await db
    .select({ id: c.id, userId: c.userId, username: c.name, level: c.level })
    .from(c)
    .where(and(not(c.dead), gt(c.lastSeenAt, cutoff)))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
  const characters = rows.map(({ id, username, level }) => ({ id, username, level }));
  return { hash: presenceHash(characters), characters, userIds: new Set(rows.map((r) => r.userId)) };
}

export const toActivePlayers = ({ hash, characters }: ActiveSet, page = 1): ActivePlayers => ({
  hash,
  count: characters.length,
  page,
  characters: pageOf(characters, page),
});

/**
 * Marks the account's character seen now and tells every instance to re-read the set: for
 * moments that change it for sure (sign-in, a character created or retired), so it shows at
 * once instead of at the next periodic re-check.
 */
export async function announcePresence(deps: Pick<Deps, 'db' | 'clock' | 'events'>, userId: string): Promise<void> {
  await markSeen(deps, userId, deps.clock.now());
  await deps.events.publish(PRESENCE_CHANGED, {});
}
