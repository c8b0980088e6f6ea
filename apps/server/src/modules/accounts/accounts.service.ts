import { and, eq, gt, isNull, not, or, sql } from 'drizzle-orm';
import type { CredentialsInput } from '@tod/contracts';
import { ADMIN_ROLE } from '@tod/contracts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { type Clock, systemClock, utcMinute } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { journalEntries, record } from '../journal/index.ts';
import { bansTable } from '../sanctions/index.ts';
import { usersTable } from './accounts.sql.ts';
import type { PasswordHasher } from './passwords.ts';
import { createSession } from './sessions.ts';
import { accountKey, addressKey, beginAttempt } from './throttle.ts';

/** The shared deps plus the password hasher, which app.ts builds for this module alone. */
export type AccountsDeps = Deps & { passwords: PasswordHasher };
type AccountDeps = Pick<AccountsDeps, 'db' | 'clock' | 'config' | 'passwords'>;

export interface SignedIn {
  userId: string;
  token: string;
  expiresAt: Date;
}

const adminRoleFor = (deps: AccountDeps, email: string) => (deps.config.adminEmails.includes(email) ? ADMIN_ROLE : 0);

export async function register(deps: AccountDeps, input: CredentialsInput): Promise<SignedIn> {
  const now = deps.clock.now();
  const passwordHash = await deps.passwords.hash(input.password);
  const [user] = await deps.db
    .insert(usersTable)
    .values({ email: input.email, passwordHash, role: adminRoleFor(deps, input.email), createdAt: now })
    .onConflictDoNothing({ target: usersTable.email })
    .returning({ id: usersTable.id });
  if (!user) throw conflict('auth.email_taken', 'This email cannot be registered. If it is yours, log in instead.');
  const session = await createSession(deps.db, user.id, now);
  return { userId: user.id, ...session };
}

export async function login(deps: AccountDeps, input: CredentialsInput, address: string): Promise<SignedIn> {
  const now = deps.clock.now();
  const account = accountKey(input.email);
  // The address first: an attempt the account then refuses gives its address attempt back.
  const attempt = await beginAttempt(deps.db, [addressKey(address), account], now);
  const [user] = await deps.db
    .select({ id: usersTable.id, passwordHash: usersTable.passwordHash, role: usersTable.role })
    .from(usersTable)
    .where(eq(usersTable.email, input.email));
  let ok: boolean;
  try {
    if (user) ok = await deps.passwords.verify(user.passwordHash, input.password);
    else {
      await deps.passwords.burn(input.password);
      ok = false;
    }
  } catch (err) {
    await attempt.notCounted();
    throw err;
  }
  if (!ok || !user) {
    await attempt.failed();
    // The same answer whether or not the e-mail has an account.
    throw new AppError('auth.invalid_credentials', 401, 'Invalid email or password.');
  }
  await attempt.succeeded(account);
  const adminRole = adminRoleFor(deps, input.email);
  if (adminRole > user.role) await setRole(deps, input.email, adminRole);
  // The account row in share mode: a ban (which locks it for update) is either committed before
  // this reads it, or waits until this session exists and then ends it.
  const session = await deps.db.transaction(async (tx) => {
    await tx.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.id, user.id)).for('share');
    const [ban] = await tx
      .select({ reason: bansTable.reason, endsAt: bansTable.endsAt })
      .from(bansTable)
      .where(and(eq(bansTable.userId, user.id), or(isNull(bansTable.endsAt), gt(bansTable.endsAt, now))));
    if (ban) throw bannedError(ban);
    return createSession(tx, user.id, now);
  });
  return { userId: user.id, ...session };
}

/** Login refused to a banned account: the reason and when the ban ends (contracts BannedDetails). */
function bannedError(ban: { reason: string; endsAt: Date | null }): AppError {
  const when = ban.endsAt ? `until ${utcMinute(ban.endsAt)}` : 'permanently';
  return new AppError('auth.banned', 403, `This account is banned ${when}. Reason: ${ban.reason}`, {
    details: { reason: ban.reason, endsAt: ban.endsAt?.toISOString() ?? null },
  });
}

export async function getUser(deps: Pick<Deps, 'db'>, userId: string) {
  const [user] = await deps.db
    .select({ id: usersTable.id, email: usersTable.email, role: usersTable.role })
    .from(usersTable)
    .where(eq(usersTable.id, userId));
  return user ?? null;
}

/** Sets an account's role (operator CLI; ADMIN_EMAILS). */
export async function setRole(deps: Pick<Deps, 'db'> & { clock?: Clock }, email: string, role: number): Promise<void> {
  const now = (deps.clock ?? systemClock).now();
  await deps.db.transaction(async (tx) => {
    // Locks the account so the journal tells of a change only when the role really changed.
    const [before] = await tx
      .select({ id: usersTable.id, role: usersTable.role })
      .from(usersTable)
      .where(eq(usersTable.email, sql`lower(trim(${email}))`))
      .for('update');
    if (!before) throw notFound('auth.no_such_account', `No account has the email ${email}.`);
    if (before.role !== role) await writeRole(tx, before.id, role, now);
  });
}

/**
 * Writes a new role and tells the account's player in their journal. The caller holds the
 * account's row lock and has checked the role differs.
 */
export async function writeRole(tx: Deps['db'], userId: string, role: number, now: Date): Promise<void> {
  await tx.update(usersTable).set({ role }).where(eq(usersTable.id, userId));
  const [character] = await tx
    .select({ id: charactersTable.id })
    .from(charactersTable)
    .where(and(eq(charactersTable.userId, userId), not(charactersTable.dead)));
  await record(tx, [journalEntries.roleChanged({ userId, characterId: character?.id ?? null, at: now }, role)]);
}
