import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginThrottlesTable,
  passwordResetTokensTable,
  sessionsTable,
  usersTable,
} from '../../src/modules/accounts/accounts.sql.ts';
import { pruneResetTokens, pruneSessions } from '../../src/modules/accounts/index.ts';
import { LoginLimits, pruneLoginThrottles } from '../../src/modules/accounts/throttle.ts';
import { createTestApp, signUp, type TestApp } from '../kit.ts';

// What housekeeping removes, to the millisecond (docs/hardening.md, "Housekeeping"): a session
// past either expiry, a failed-login counter whose window and lockout are both over, a reset
// token past its expiry; and nothing a player or a lockout still needs. Each test writes its own
// rows under its own names, so the pruning of one test's rows cannot pass for another's.
let t: TestApp;
let userId: string;
const NOW = new Date('2026-12-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);
const label = () => randomBytes(6).toString('hex');

beforeAll(async () => {
  t = await createTestApp();
  const { email } = await signUp(t);
  const [user] = await t.app.deps.db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.email, email));
  userId = user!.id;
});
afterAll(() => t.close());

/** The names of this test's rows still stored (keys are `prefix:name`), sorted. */
const namesLeft = (prefix: string, keys: string[]) =>
  keys
    .filter((k) => k.startsWith(`${prefix}:`))
    .map((k) => k.slice(prefix.length + 1))
    .sort();

describe('pruning sessions', () => {
  const IDLE_MS = 7 * 24 * 3600_000;

  async function sessionsLeft(rows: Record<string, { lastUsedAt: Date; expiresAt: Date }>): Promise<string[]> {
    const prefix = label();
    await t.app.deps.db.insert(sessionsTable).values(
      Object.entries(rows).map(([name, row]) => ({
        tokenHash: `${prefix}:${name}`,
        userId,
        createdAt: ago(IDLE_MS * 2),
        ...row,
      })),
    );
    await pruneSessions(t.app.deps.db, NOW);
    const left = await t.app.deps.db.select({ tokenHash: sessionsTable.tokenHash }).from(sessionsTable);
    return namesLeft(
      prefix,
      left.map((r) => r.tokenHash),
    );
  }

  it('removes a session unused for exactly 7 days and keeps one used a millisecond later', async () => {
    const later = ahead(IDLE_MS);
    expect(
      await sessionsLeft({
        idle: { lastUsedAt: ago(IDLE_MS), expiresAt: later },
        recent: { lastUsedAt: ago(IDLE_MS - 1), expiresAt: later },
        longIdle: { lastUsedAt: ago(IDLE_MS + 60_000), expiresAt: later },
      }),
    ).toEqual(['recent']);
  });

  it('removes a session at its absolute expiry however recently used, and keeps one a millisecond before it', async () => {
    expect(
      await sessionsLeft({
        expired: { lastUsedAt: NOW, expiresAt: NOW },
        expiredLongAgo: { lastUsedAt: NOW, expiresAt: ago(60_000) },
        alive: { lastUsedAt: NOW, expiresAt: ahead(1) },
      }),
    ).toEqual(['alive']);
  });
});

describe('pruning failed-login counters', () => {
  async function countersLeft(rows: Record<string, { windowStartedAt: Date; blockedUntil: Date | null }>): Promise<string[]> {
    const prefix = label();
    await t.app.deps.db
      .insert(loginThrottlesTable)
      .values(Object.entries(rows).map(([name, row]) => ({ key: `${prefix}:${name}`, failures: 3, ...row })));
    await pruneLoginThrottles(t.app.deps.db, NOW);
    const left = await t.app.deps.db.select({ key: loginThrottlesTable.key }).from(loginThrottlesTable);
    return namesLeft(
      prefix,
      left.map((r) => r.key),
    );
  }

  it('removes a counter once its window is over, not at the window end itself', async () => {
    expect(
      await countersLeft({
        over: { windowStartedAt: ago(LoginLimits.windowMs + 1), blockedUntil: null },
        atEnd: { windowStartedAt: ago(LoginLimits.windowMs), blockedUntil: null },
        open: { windowStartedAt: ago(1000), blockedUntil: null },
      }),
    ).toEqual(['atEnd', 'open']);
  });

  it('keeps a locked key until its lockout ends, even when its window is long over', async () => {
    const oldWindow = ago(LoginLimits.windowMs + LoginLimits.blockMs);
    expect(
      await countersLeft({
        locked: { windowStartedAt: oldWindow, blockedUntil: ahead(1) },
        endsNow: { windowStartedAt: oldWindow, blockedUntil: NOW },
        ended: { windowStartedAt: oldWindow, blockedUntil: ago(60_000) },
        lockedInWindow: { windowStartedAt: ago(1000), blockedUntil: ago(1) },
      }),
    ).toEqual(['locked', 'lockedInWindow']);
  });
});

describe('pruning reset tokens', () => {
  it('removes a token at its expiry and keeps one a millisecond before it', async () => {
    const prefix = label();
    const rows = { expired: NOW, expiredLongAgo: ago(3600_000), valid: ahead(1) };
    await t.app.deps.db.insert(passwordResetTokensTable).values(
      Object.entries(rows).map(([name, expiresAt]) => ({
        tokenHash: `${prefix}:${name}`,
        userId,
        createdAt: ago(3600_000),
        expiresAt,
      })),
    );
    await pruneResetTokens(t.app.deps.db, NOW);
    const left = await t.app.deps.db.select({ tokenHash: passwordResetTokensTable.tokenHash }).from(passwordResetTokensTable);
    expect(
      namesLeft(
        prefix,
        left.map((r) => r.tokenHash),
      ),
    ).toEqual(['valid']);
  });
});
