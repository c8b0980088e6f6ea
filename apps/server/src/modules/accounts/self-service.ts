import type { ChangeEmailInput, ChangePasswordInput } from '@tod/contracts';
import { RESET_TOKEN_TTL_MS } from '@tod/contracts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newToken, sha256Hex } from '../../lib/ids.ts';
import { type Actor, recordAudit } from '../admin/index.ts';
import { anonymiseCharactersOf } from '../characters/index.ts';
import { renameAuthors } from '../chat/index.ts';
import type { AccountsDeps } from './accounts.service.ts';
import { passwordResetTokensTable, usersTable } from './accounts.sql.ts';
import { endSessionsOf, type SessionUser } from './sessions.ts';
import { accountKey, beginAttempt } from './throttle.ts';

type AccountDeps = Pick<AccountsDeps, 'db' | 'clock' | 'passwords'>;
const u = usersTable;
const tokens = passwordResetTokensTable;

const wrongPassword = () => new AppError('auth.wrong_password', 403, 'The password is not correct.');
const actorOf = (s: SessionUser): Actor => ({ userId: s.userId, email: s.email });

/**
 * Checks the signed-in account's password; 403 when wrong. Wrong guesses count against the
 * account's failed-login limit (throttle.ts), so a borrowed session cannot try passwords fast.
 */
async function confirmPassword(deps: AccountDeps, session: SessionUser, password: string): Promise<void> {
  const now = deps.clock.now();
  const attempt = await beginAttempt(deps.db, [accountKey(session.email)], now);
  const [row] = await deps.db.select({ hash: u.passwordHash }).from(u).where(eq(u.id, session.userId));
  let ok: boolean;
  try {
    ok = row ? await deps.passwords.verify(row.hash, password) : false;
  } catch (err) {
    await attempt.notCounted();
    throw err;
  }
  if (!ok) {
    await attempt.failed();
    throw wrongPassword();
  }
  // A right password gives the attempt back; it does not clear earlier failures (only a login does).
  await attempt.notCounted();
}

/** A new password; every other session of the account ends, the caller's stays. */
export async function changePassword(deps: AccountDeps, session: SessionUser, input: ChangePasswordInput): Promise<void> {
  await confirmPassword(deps, session, input.currentPassword);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(u).set({ passwordHash }).where(eq(u.id, session.userId));
    await endSessionsOf(tx, session.userId, { except: session.sessionId });
    await recordAudit(tx, actorOf(session), now, {
      action: 'accounts.password_changed',
      targetId: session.userId,
      before: null,
      after: null,
    });
  });
}

/** A new e-mail (already normalised by the contract); 409 when another account has it. */
export async function changeEmail(deps: AccountDeps, session: SessionUser, input: ChangeEmailInput): Promise<void> {
  await confirmPassword(deps, session, input.password);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.update(u).set({ email: input.email }).where(eq(u.id, session.userId));
      await recordAudit(tx, actorOf(session), now, {
        action: 'accounts.email_changed',
        targetId: session.userId,
        before: { email: session.email },
        after: { email: input.email },
      });
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) {
      throw conflict('auth.email_taken', 'Another account already uses this email.');
    }
    throw err;
  }
}

/**
 * Deletes the account for good: its e-mail becomes a placeholder and no password matches, every
 * session ends, and its characters stay in the world dead and anonymised (name, bio, portrait),
 * with their chat lines renamed too. The row itself stays so chat, reports and the audit trail
 * keep pointing somewhere.
 */
export async function deleteAccount(deps: AccountDeps, session: SessionUser, password: string): Promise<void> {
  await confirmPassword(deps, session, password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await eraseAccount(tx, actorOf(session), session.userId, now))) {
      throw notFound('auth.no_such_account', 'This account no longer exists.');
    }
  });
}

/**
 * The deletion itself, by its player or by the owner (Manage Users), audited as
 * `accounts.deleted`; false when the account was already deleted (then nothing changed).
 */
export async function eraseAccount(tx: Db, actor: Actor, userId: string, now: Date): Promise<boolean> {
  const [before] = await tx
    .select({ email: u.email })
    .from(u)
    .where(and(eq(u.id, userId), sql`${u.deletedAt} IS NULL`))
    .for('update');
  if (!before) return false;
  await tx
    .update(u)
    .set({
      email: sql`'deleted-' || ${u.id} || '@deleted.invalid'`,
      // Not an argon2 hash, so every verification fails.
      passwordHash: '!deleted',
      role: 0,
      deletedAt: now,
    })
    .where(eq(u.id, userId));
  const renamed = await anonymiseCharactersOf(tx, userId, now);
  await renameAuthors(tx, renamed);
  await tx.delete(tokens).where(eq(tokens.userId, userId));
  await endSessionsOf(tx, userId);
  await recordAudit(tx, actor, now, {
    action: 'accounts.deleted',
    targetId: userId,
    before: { email: before.email },
    after: { characters: renamed.map((c) => c.id) },
  });
  return true;
}

/**
 * A one-time reset link's token for the account with this e-mail (the operator CLI prints it).
 * Only its hash is stored; an older unused token of the account stops working.
 */
export async function createResetToken(
  deps: Pick<AccountsDeps, 'db' | 'clock'>,
  actor: Actor,
  email: string,
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.email, email.trim().toLowerCase()), sql`${u.deletedAt} IS NULL`));
    if (!user) throw notFound('auth.no_such_account', `No account has the email ${email}.`);
    await tx.delete(tokens).where(eq(tokens.userId, user.id));
    await tx.insert(tokens).values({ tokenHash: sha256Hex(token), userId: user.id, createdAt: now, expiresAt });
    await recordAudit(tx, actor, now, {
      action: 'accounts.reset_link_created',
      targetId: user.id,
      before: null,
      after: { email: email.trim().toLowerCase(), expiresAt: expiresAt.toISOString() },
    });
  });
  return { token, expiresAt };
}

/**
 * Sets a new password with a reset token. Consuming the token is one `DELETE ... RETURNING` in
 * the same transaction as the change, so of two concurrent uses exactly one succeeds. Every
 * session of the account ends.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(tokens)
      .where(and(eq(tokens.tokenHash, sha256Hex(token)), gt(tokens.expiresAt, now)))
      .returning({ userId: tokens.userId });
    if (!used) {
      throw badRequest('auth.reset_invalid', 'This reset link is invalid, used or expired. Ask an operator for a new one.');
    }
    const [user] = await tx.update(u).set({ passwordHash }).where(eq(u.id, used.userId)).returning({ id: u.id, email: u.email });
    await endSessionsOf(tx, used.userId);
    await recordAudit(tx, { userId: used.userId, email: user?.email ?? '' }, now, {
      action: 'accounts.password_reset',
      targetId: used.userId,
      before: null,
      after: null,
    });
  });
}

/** Removes expired reset tokens (maintenance). */
export async function pruneResetTokens(db: Db, now: Date): Promise<void> {
  await db.delete(tokens).where(lte(tokens.expiresAt, now));
}
