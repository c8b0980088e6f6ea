import { eq, sql } from 'drizzle-orm';
import type { CredentialsInput } from '@tod/contracts';
import { ADMIN_ROLE } from '@tod/contracts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { usersTable } from './accounts.sql.ts';
import { burnVerify, hashPassword, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { LoginLimits, assertNotThrottled, clearFailures, recordFailure, throttleKeys } from './throttle.ts';

type AccountDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export interface SignedIn {
  userId: string;
  token: string;
  expiresAt: Date;
}

const adminRoleFor = (deps: AccountDeps, email: string) => (deps.config.adminEmails.includes(email) ? ADMIN_ROLE : 0);

export async function register(deps: AccountDeps, input: CredentialsInput): Promise<SignedIn> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
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
  const keys = throttleKeys(input.email, address);
  await assertNotThrottled(deps.db, [keys.account, keys.address], now);
  const [user] = await deps.db
    .select({ id: usersTable.id, passwordHash: usersTable.passwordHash, role: usersTable.role })
    .from(usersTable)
    .where(eq(usersTable.email, input.email));
  if (!user) await burnVerify(input.password);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user || !ok) {
    await recordFailure(deps.db, keys.account, LoginLimits.perAccount, now);
    await recordFailure(deps.db, keys.address, LoginLimits.perAddress, now);
    // The same answer whether or not the e-mail has an account.
    throw new AppError('auth.invalid_credentials', 401, 'Invalid email or password.');
  }
  await clearFailures(deps.db, keys.account);
  const adminRole = adminRoleFor(deps, input.email);
  if (adminRole > user.role) await setRole(deps, input.email, adminRole);
  const session = await createSession(deps.db, user.id, now);
  return { userId: user.id, ...session };
}

export async function getUser(deps: Pick<Deps, 'db'>, userId: string) {
  const [user] = await deps.db
    .select({ id: usersTable.id, email: usersTable.email, role: usersTable.role })
    .from(usersTable)
    .where(eq(usersTable.id, userId));
  return user ?? null;
}

/** Sets an account's role (operator CLI; ADMIN_EMAILS). */
export async function setRole(deps: Pick<Deps, 'db'>, email: string, role: number): Promise<void> {
  const rows = await deps.db
    .update(usersTable)
    .set({ role })
    .where(eq(usersTable.email, sql`lower(trim(${email}))`))
    .returning({ id: usersTable.id });
  if (rows.length === 0) throw notFound('auth.no_such_account', `No account has the email ${email}.`);
}
