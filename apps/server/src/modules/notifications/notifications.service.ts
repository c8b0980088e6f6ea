import {
  PUSH_ENDPOINT_HTTPS_MESSAGE,
  PushLimits,
  type PushKind,
  type PushPayload,
  type PushPreferences,
  type PushPreferencesInput,
  type PushSubscriptionInput,
  TEST_PUSH_PAYLOAD,
} from '@tod/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, tooMany } from '../../lib/errors.ts';
import { pushPreferencesTable, pushSubscriptionsTable } from './notifications.sql.ts';
import { isAllowedEndpoint, sendPush } from './push.sender.ts';
import type { VapidKeys } from './vapid.ts';

type Db = Deps['db'];
const s = pushSubscriptionsTable;
const p = pushPreferencesTable;

const DEFAULT_PREFERENCES: PushPreferences = {
  deedReady: true,
  trainingReady: true,
  arrived: true,
  releasedFromJail: true,
  brokenOut: true,
  eventsWhileAway: true,
  directMessage: true,
  partnerJailed: true,
  crew: true,
  contractReady: true,
  contractDeadline: true,
  chainOpened: true,
  // A digest of everyone's day, not news about the player: sent only to those who ask.
  chronicle: false,
  crewWithdrawals: true,
  crewGroupDeeds: true,
  termDeposit: true,
};

/**
 * Saves a browser's subscription for the account. Only https endpoints (or an origin the
 * operator allowed) are kept. A browser that subscribes again, or passes to another account
 * on the same device, takes the endpoint over: the newest account and keys win.
 */
export async function subscribe(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ endpoint: string }> {
  if (!isAllowedEndpoint(deps.config, input.endpoint))
    throw badRequest('notifications.endpoint_not_https', PUSH_ENDPOINT_HTTPS_MESSAGE);
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: deps.clock.now(),
  };
  await deps.db
    .insert(s)
    .values(values)
    .onConflictDoUpdate({
      target: s.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: values.createdAt },
    });
  // A bounded number per account: each one is a request the server makes on every notification.
  await deps.db.execute(sql`
    delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId} order by created_at desc, id limit ${PushLimits.maxSubscriptions})`);
  return { endpoint: input.endpoint };
}

export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<{ removed: boolean }> {
  const rows = await db
    .delete(s)
    .where(and(eq(s.userId, userId), eq(s.endpoint, endpoint)))
    .returning({ id: s.id });
  return { removed: rows.length > 0 };
}

export async function getPreferences(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(p).where(eq(p.userId, userId));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return preferencesOf(row);
}

const preferencesOf = (row: typeof p.$inferSelect): PushPreferences => ({
  deedReady: row.deedReady,
  trainingReady: row.trainingReady,
  arrived: row.arrived,
  releasedFromJail: row.releasedFromJail,
  brokenOut: row.brokenOut,
  eventsWhileAway: row.eventsWhileAway,
  directMessage: row.directMessage,
  partnerJailed: row.partnerJailed,
  crew: row.crew,
  contractReady: row.contractReady,
  contractDeadline: row.contractDeadline,
  chainOpened: row.chainOpened,
  chronicle: row.chronicle,
  crewWithdrawals: row.crewWithdrawals,
  crewGroupDeeds: row.crewGroupDeeds,
  termDeposit: row.termDeposit,
});

/** Changes the kinds given and keeps the others, in one upsert. */
export async function savePreferences(db: Db, userId: string, input: PushPreferencesInput): Promise<PushPreferences> {
  const [row] = await db
    .insert(p)
    .values({ ...DEFAULT_PREFERENCES, ...input, userId })
    .onConflictDoUpdate({ target: p.userId, set: Object.keys(input).length > 0 ? input : { userId } })
    .returning();
  return preferencesOf(row!);
}

/**
 * Sends a payload to every subscription of an account, and forgets the ones the push service
 * says are gone. Answers how many the push services accepted.
 */
export async function sendToAccount(
  deps: Pick<Deps, 'db' | 'config'>,
  vapid: VapidKeys,
  userId: string,
  payload: PushPayload,
): Promise<{ sent: number; removed: number }> {
  const subscriptions = await deps.db.select().from(s).where(eq(s.userId, userId));
  const outcomes = await Promise.all(subscriptions.map((sub) => sendPush(deps.config, vapid, sub, payload)));
  const gone = subscriptions.filter((_, i) => outcomes[i] === 'gone').map((sub) => sub.id);
  if (gone.length > 0) await deps.db.delete(s).where(inArray(s.id, gone));
  return { sent: outcomes.filter((o) => o === 'sent').length, removed: gone.length };
}

/**
 * "Send me a test": at once, even while the player is looking at the game. One per
 * `PushLimits.testIntervalMs` per account, claimed with one conditional upsert so concurrent
 * clicks send one test.
 */
export async function sendTest(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  vapid: VapidKeys,
  userId: string,
): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const claimed = await deps.db
    .insert(p)
    .values({ ...DEFAULT_PREFERENCES, userId, lastTestAt: now })
    .onConflictDoUpdate({
      target: p.userId,
      set: { lastTestAt: now },
      setWhere: sql`${p.lastTestAt} is null or ${lte(p.lastTestAt, new Date(now.getTime() - PushLimits.testIntervalMs))}`,
    })
    .returning({ userId: p.userId });
  if (claimed.length === 0) {
    throw tooMany(
      'notifications.test_too_soon',
      'You sent a test a moment ago. Wait a few seconds.',
      Math.ceil(PushLimits.testIntervalMs / 1000),
    );
  }
  const { sent } = await sendToAccount(deps, vapid, userId, TEST_PUSH_PAYLOAD);
  return { sent };
}

/**
 * Sends one push to every account with a subscription that turned `kind` on (a digest such as
 * the daily chronicle), whether or not the player is looking: it is news of the day, not of
 * their own timers. An account with no preference row has the kind's default.
 */
export async function broadcast(
  deps: Pick<Deps, 'db' | 'config'>,
  vapid: VapidKeys,
  kind: PushKind,
  payload: PushPayload,
): Promise<{ sent: number; skipped: number; removed: number }> {
  const column = p[kind];
  const on = DEFAULT_PREFERENCES[kind] ? sql`coalesce(${column}, true)` : sql`coalesce(${column}, false)`;
  const accounts = await deps.db.selectDistinct({ userId: s.userId }).from(s).leftJoin(p, eq(p.userId, s.userId)).where(on);
  const report = { sent: 0, skipped: 0, removed: 0 };
  for (const { userId } of accounts) {
    const outcome = await sendToAccount(deps, vapid, userId, payload);
    report.sent += outcome.sent;
    report.removed += outcome.removed;
  }
  return report;
}
