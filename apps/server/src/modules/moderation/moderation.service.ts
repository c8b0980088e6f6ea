import type { BanInput, MuteInput, Sanction, SanctionScope } from '@tod/contracts';
import { desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { endSessionsOf, type SessionUser, usersTable } from '../accounts/index.ts';
import { recordAudit } from '../admin/index.ts';
import { charactersTable } from '../characters/index.ts';
import { actorOf, assertOutranks, type ModDeps, targetOf } from './moderation.shared.ts';
import { bansTable, liftSanction, mutesTable, putBan, putMute, type SanctionTable } from '../sanctions/index.ts';

const c = charactersTable;
const u = usersTable;

/** A mute covers its own scopes; a ban (no scopes column) covers everything. */
const scopesOf = (row: object): SanctionScope[] =>
  'scopes' in row && Array.isArray(row.scopes) ? (row.scopes as SanctionScope[]) : ['chat', 'messages'];

/** Active sanctions with each account's living (else latest) character. */
async function listSanctions(db: Db, t: SanctionTable, now: Date): Promise<Sanction[]> {
  const rows = await db
    .select()
    .from(t)
    .where(or(isNull(t.endsAt), gt(t.endsAt, now)))
    .orderBy(desc(t.createdAt));
  if (rows.length === 0) return [];
  const characters = await db
    .select({ id: c.id, userId: c.userId, name: c.name, dead: c.dead, createdAt: c.createdAt })
    .from(c)
    .where(
      inArray(
        c.userId,
        rows.map((x) => x.userId),
      ),
    )
    .orderBy(c.dead, desc(c.createdAt));
  return rows.map((x) => {
    const character = characters.find((ch) => ch.userId === x.userId) ?? null;
    return {
      userId: x.userId,
      characterId: character?.id ?? null,
      characterName: character?.name ?? null,
      reason: x.reason,
      endsAt: x.endsAt?.toISOString() ?? null,
      createdAt: x.createdAt.toISOString(),
      createdByEmail: x.createdByEmail,
      scopes: scopesOf(x),
    };
  });
}

export const listMutes = (deps: ModDeps) => listSanctions(deps.db, mutesTable, deps.clock.now());
export const listBans = (deps: ModDeps) => listSanctions(deps.db, bansTable, deps.clock.now());

const sanctionOf = (
  row: { userId: string; reason: string; endsAt: Date | null; createdAt: Date; createdByEmail: string; scopes?: string[] },
  characterId: string,
  characterName: string,
): Sanction => ({
  userId: row.userId,
  characterId,
  characterName,
  reason: row.reason,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  createdByEmail: row.createdByEmail,
  scopes: scopesOf(row),
});

/** Mutes (or re-mutes, replacing the old mute) the character's account from chat, direct messages or both (`scopes`). */
export async function mute(deps: ModDeps, session: SessionUser, input: MuteInput): Promise<Sanction> {
  const target = await targetOf(deps.db, input.characterId);
  assertOutranks(session, target.role, 'mute');
  const now = deps.clock.now();
  const values = {
    userId: target.userId,
    reason: input.reason,
    createdAt: now,
    createdByEmail: session.email,
    endsAt: new Date(now.getTime() + input.durationMinutes * 60_000),
    scopes: input.scopes,
  };
  return deps.db.transaction(async (tx) => {
    const row = await putMute(tx, values);
    await recordAudit(tx, actorOf(session), now, {
      action: 'moderation.muted',
      targetId: target.userId,
      before: null,
      after: {
        characterId: input.characterId,
        characterName: target.name,
        reason: input.reason,
        endsAt: values.endsAt.toISOString(),
        scopes: scopesOf(row),
      },
    });
    return sanctionOf(row, input.characterId, target.name);
  });
}

/**
 * Bans (or re-bans) the character's account. The account row is locked first, which login takes
 * in share mode while it creates a session, so no session can be made across the ban; then
 * every session ends.
 */
export async function ban(deps: ModDeps, session: SessionUser, input: BanInput): Promise<Sanction> {
  const target = await targetOf(deps.db, input.characterId);
  assertOutranks(session, target.role, 'ban');
  const now = deps.clock.now();
  const durationMinutes = input.durationMinutes ?? null;
  const values = {
    userId: target.userId,
    reason: input.reason,
    createdAt: now,
    createdByEmail: session.email,
    endsAt: durationMinutes === null ? null : new Date(now.getTime() + durationMinutes * 60_000),
  };
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: u.id }).from(u).where(eq(u.id, target.userId)).for('update');
    const row = await putBan(tx, values);
    await endSessionsOf(tx, target.userId);
    await recordAudit(tx, actorOf(session), now, {
      action: 'moderation.banned',
      targetId: target.userId,
      before: null,
      after: {
        characterId: input.characterId,
        characterName: target.name,
        reason: input.reason,
        endsAt: values.endsAt?.toISOString() ?? null,
      },
    });
    return sanctionOf(row, input.characterId, target.name);
  });
}

async function lift(deps: ModDeps, session: SessionUser, t: SanctionTable, userId: string, action: string, what: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await liftSanction(tx, t, userId, now);
    if (!row) throw notFound(`moderation.not_${what}`, `This account is not ${what}.`);
    await recordAudit(tx, actorOf(session), now, {
      action,
      targetId: userId,
      before: {
        reason: row.reason,
        endsAt: row.endsAt?.toISOString() ?? null,
        createdByEmail: row.createdByEmail,
        scopes: scopesOf(row),
      },
      after: null,
    });
  });
}

export const unmute = (deps: ModDeps, session: SessionUser, userId: string) =>
  lift(deps, session, mutesTable, userId, 'moderation.unmuted', 'muted');
export const unban = (deps: ModDeps, session: SessionUser, userId: string) =>
  lift(deps, session, bansTable, userId, 'moderation.unbanned', 'banned');
