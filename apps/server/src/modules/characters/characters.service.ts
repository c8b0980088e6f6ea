import type { CreateCharacterInputSchema } from '@tod/contracts';
import { RateLimits, SEARCH_LIMIT } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { type SQL, and, asc, desc, eq, ilike, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tsParam } from '../../db/columns.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { isUuid, newChildCode } from '../../lib/ids.ts';
import { journalEntries, record } from '../journal/index.ts';
import { hit } from '../limits/index.ts';
import { deleteUnusedResources, storePortrait } from '../resources/index.ts';
import { startingCityId } from '../world/index.ts';
import { charactersTable } from './characters.sql.ts';
import { type CharacterWithCity, selectCharacters } from './characters.view.ts';

type Db = Deps['db'];
const c = charactersTable;
const living = not(c.dead);

export const noCharacter = () => new AppError('character.none', 403, 'You need a living character to do that.');

export async function livingCharacterOf(db: Db, userId: string): Promise<CharacterWithCity | null> {
  const [row] = await selectCharacters(db).where(and(eq(c.userId, userId), living));
  return row ?? null;
}

/**
 * The living character the request's actor carries: read with its session (or API key) in the
 * request's first statement and kept exact by the session cache's invalidation (ADR 0027). A read
 * that only needs to know which character is the caller's, and that it lives, costs no
 * statement of its own this way (a second one on the most frequent page reads; docs/capacity.md).
 */
export function livingCharacterOfActor(actor: { character: CharacterWithCity | null }): CharacterWithCity {
  const character = actor.character;
  if (!character || character.row.dead) throw noCharacter();
  return character;
}

/** The living character, else the most recently dead one (so the client can offer an heir). */
export async function latestCharacterOf(db: Db, userId: string): Promise<CharacterWithCity | null> {
  const [row] = await selectCharacters(db)
    .where(eq(c.userId, userId))
    .orderBy(asc(c.dead), desc(c.diedAt), desc(c.createdAt))
    .limit(1);
  return row ?? null;
}

/** Any character, dead ones included (their page stays); a malformed id is simply not found. */
export async function characterById(db: Db, id: string): Promise<CharacterWithCity> {
  const [row] = isUuid(id) ? await selectCharacters(db).where(eq(c.id, id)) : [];
  if (!row) throw notFound('character.not_found', 'Character not found');
  return row;
}

export async function createCharacter(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: z.output<typeof CreateCharacterInputSchema>,
): Promise<CharacterWithCity> {
  const now = deps.clock.now();
  let parent: { id: string; name: string; gold: number } | undefined;
  if (input.childCode) {
    [parent] = await deps.db
      .select({ id: c.id, name: c.name, gold: c.gold })
      .from(c)
      .where(and(eq(c.childCode, input.childCode), eq(c.userId, userId), c.dead));
    if (!parent) throw badRequest('character.unknown_child_code', 'Unknown child code.');
  }
  const start = GameConstants.newCharacter;
  const inheritedGold = parent ? Math.floor(parent.gold * start.heirGoldShare) : 0;
  const cityId = await startingCityId(deps.db);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // One transaction per attempt: a failed insert ends its transaction.
      const id = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(c)
          .values({
            userId,
            name: input.name,
            bio: input.bio,
            level: start.level,
            experience: start.experience,
            gold: start.gold + inheritedGold,
            inheritedGold,
            parentId: parent?.id ?? null,
            childCode: newChildCode(),
            cityId,
            createdAt: now,
            lastSeenAt: now,
          })
          .returning({ id: c.id, name: c.name });
        if (parent) {
          const heir = { id: row!.id, name: row!.name };
          await record(tx, [
            journalEntries.heir(
              { userId, characterId: row!.id, at: now },
              heir,
              { id: parent.id, name: parent.name },
              inheritedGold,
            ),
          ]);
        }
        return row!.id;
      });
      return characterById(deps.db, id);
    } catch (err) {
      // The partial unique indexes decide races: only one of concurrent creations can insert.
      const constraint = uniqueViolation(err);
      if (constraint === 'characters_one_living_per_user')
        throw conflict('character.exists', 'You already have a living character.');
      if (constraint === 'characters_living_name_key') throw conflict('character.name_taken', 'That name is already taken.');
      if (constraint === 'characters_one_heir_per_parent')
        throw conflict('character.heir_exists', 'That character already has an heir.');
      if (constraint === 'characters_child_code_key' && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * Living characters whose name contains the text, any case. `%`, `_` and `\` are escaped so they
 * match themselves. Names that start with the text come first, then the earlier the match.
 */
export async function searchCharacters(db: Db, text: string): Promise<CharacterWithCity[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return selectCharacters(db)
    .where(and(living, ilike(c.name, pattern)))
    .orderBy(asc(sql`strpos(lower(${c.name}), lower(${text}))`), asc(sql`lower(${c.name})`))
    .limit(SEARCH_LIMIT);
}

export async function updateBio(db: Db, userId: string, bio: string): Promise<string> {
  const [row] = await db
    .update(c)
    .set({ bio })
    .where(and(eq(c.userId, userId), living))
    .returning({ bio: c.bio });
  if (!row) throw noCharacter();
  return row.bio;
}

/** Throws 403 unless the account has a living character. */
export async function requireLivingCharacter(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.userId, userId), living));
  if (!row) throw noCharacter();
}

/**
 * Stores an uploaded portrait and makes it the living character's icon; the image it replaces
 * is deleted unless another character shows it. The upload is read only once the account is
 * known to have a character and is within its upload limit (RateLimits.portraitsPerAccount), so
 * refused callers cost no image decoding.
 */
export async function updateIcon(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  readUpload: () => Promise<Buffer>,
): Promise<string> {
  await requireLivingCharacter(deps.db, userId);
  await hit(deps.db, [{ key: `portrait:account:${userId}`, ...RateLimits.portraitsPerAccount }], deps.clock.now());
  const icon = await storePortrait(deps, await readUpload());
  const stored = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: c.id, icon: c.icon })
      .from(c)
      .where(and(eq(c.userId, userId), living))
      .for('update');
    if (!before) return false;
    await tx.update(c).set({ icon }).where(eq(c.id, before.id));
    if (before.icon !== icon) await deleteUnusedResources(tx, [before.icon]);
    return true;
  });
  // The character retired while the image was processed: the new image goes too. Deleted after
  // the transaction, which a refusal thrown inside it would roll back, deletion included.
  if (!stored) {
    await deleteUnusedResources(deps.db, [icon]);
    throw noCharacter();
  }
  return icon;
}

export async function retire(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<CharacterWithCity> {
  const [row] = await deps.db
    .update(c)
    .set({ dead: true, diedAt: deps.clock.now() })
    .where(and(eq(c.userId, userId), living))
    .returning({ id: c.id });
  if (!row) throw noCharacter();
  return characterById(deps.db, row.id);
}

/** Staff/operator command: a living character dies by name (case-insensitive). */
export async function killCharacter(deps: Pick<Deps, 'db' | 'clock'>, name: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(c)
      .set({ dead: true, diedAt: now })
      .where(and(living, eq(sql`lower(${c.name})`, name.trim().toLowerCase())))
      .returning({ id: c.id, name: c.name, userId: c.userId });
    const [dead] = rows;
    if (!dead) throw notFound('character.not_found', `No living character is named ${name}.`);
    await record(tx, [journalEntries.killed({ userId: dead.userId, characterId: dead.id, at: now }, dead)]);
  });
}

/**
 * Account deletion: every character of the account dies (if alive) and loses what identified
 * it: its name becomes "Departed #<short id>", its bio and portrait go. Returns the new names.
 */
export async function anonymiseCharactersOf(db: Db, userId: string, now: Date): Promise<Array<{ id: string; name: string }>> {
  const portraits = await db.select({ icon: c.icon }).from(c).where(eq(c.userId, userId));
  const renamed = await db
    .update(c)
    .set({
      name: sql`'Departed #' || left(${c.id}::text, 8)`,
      bio: '',
      icon: null,
      dead: true,
      diedAt: sql`coalesce(${c.diedAt}, ${tsParam(now)})`,
    })
    .where(eq(c.userId, userId))
    .returning({ id: c.id, name: c.name });
  await deleteUnusedResources(
    db,
    portraits.map((p) => p.icon),
  );
  return renamed;
}

export async function markSeen(deps: Pick<Deps, 'db'>, userId: string, now: Date): Promise<void> {
  await markSeenQuery(deps.db, eq(c.userId, userId), now);
}

/**
 * "Last seen" of the living characters of the accounts `who` picks (a condition on the
 * characters table), as a statement of its own or a CTE of another one (the session read).
 */
export function markSeenQuery(db: Db, who: SQL, now: Date | SQL) {
  return db.update(c).set({ lastSeenAt: now }).where(and(who, living));
}
