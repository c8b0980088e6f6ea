import { JOURNAL_PAGE_PATH, type PushKind, type PushPayload } from '@tod/contracts';
import { describeDuration } from '@tod/game';
import { and, eq, gt, lte, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { tsParam } from '../../db/columns.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../lib/deps.ts';
import { countPush } from '../../lib/metrics.ts';
import { charactersTable } from '../characters/characters.sql.ts';
import { citiesTable } from '../world/world.sql.ts';
import { claimPushEntries, journalEntries, pruneJournal, record } from '../journal/index.ts';
import { broadcast, getPreferences, sendToAccount } from './notifications.service.ts';
import { dueNotificationsTable } from './notifications.sql.ts';
import type { VapidKeys } from './vapid.ts';

/**
 * A player seen within this long is looking at the game: the open page tells them itself, so
 * no push is sent. "Seen" is the character's `lastSeenAt`, which any signed-in call refreshes
 * at most once a minute (plugins/session.ts) and an open page keeps fresh by polling presence;
 * twice that minute leaves room for the refresh to lag.
 */
export const LOOKING_WINDOW_MS = 2 * 60_000;
/** Most due notifications and journal entries one run claims of each. */
const BATCH = 100;

const TIMER_PAYLOADS: Partial<Record<PushKind, PushPayload>> = {
  deedReady: { title: 'Deed ready', body: 'Your deed cooldown is over.', url: '/deeds', tag: 'deedReady' },
  trainingReady: { title: 'Training ready', body: 'You can train again.', url: '/training', tag: 'trainingReady' },
  arrived: { title: 'Arrived', body: 'You have rested from your journey.', url: '/city', tag: 'arrived' },
  releasedFromJail: {
    title: 'Released from jail',
    body: 'You served your sentence and are free.',
    url: '/city',
    tag: 'releasedFromJail',
  },
  // One pending push per account however many messages arrive: it says only that there is mail.
  directMessage: { title: 'New message', body: 'You have a new direct message.', url: '/messages', tag: 'directMessage' },
};

const ENTRY_TITLES: Partial<Record<PushKind, string>> = {
  brokenOut: 'Broken out',
  eventsWhileAway: 'While you were away',
  contractReady: 'Contract ready',
  contractDeadline: 'Contract deadline',
  chainOpened: 'Quest chain opened',
  crew: 'Crew invite',
  crewWithdrawals: 'Crew purse',
  crewGroupDeeds: 'Group deed',
  termDeposit: 'Term deposit due',
};

interface Claimed {
  userId: string;
  kind: PushKind;
  payload: PushPayload;
}

export interface DispatchReport {
  sent: number;
  skipped: number;
  removed: number;
}

/**
 * Claims what is due at `now` in one short transaction: due timer rows (deleted) and journal
 * entries still to be offered (their mark cleared), both with `FOR UPDATE SKIP LOCKED`, so of
 * several instances each item goes to exactly one. A jail sentence that ran out also gets its
 * "served" journal entry here, in the same transaction, unless the character left jail
 * otherwise (bail and jailbreaks delete the due row; the check on `jailed_until` is a second
 * guard).
 */
async function claimDue(db: Deps['db'], now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await rowsOf<{ user_id: string; kind: string; due_at: Date | string; character_id: string | null }>(
      tx,
      sql`
        with claimed as (
          select id from due_notifications where due_at <= ${tsParam(now)} order by due_at limit ${BATCH} for update skip locked)
        delete from due_notifications d using claimed where d.id = claimed.id
        returning d.user_id, d.kind, d.due_at, d.character_id`,
    );
    const claimed: Claimed[] = [];
    for (const row of due) {
      const kind = row.kind as PushKind;
      if (kind === 'releasedFromJail' && row.character_id) {
        const dueAt = new Date(row.due_at);
        const [served] = await tx
          .select({ id: charactersTable.id })
          .from(charactersTable)
          .where(and(eq(charactersTable.id, row.character_id), not(charactersTable.dead), eq(charactersTable.jailedUntil, dueAt)))
          .for('update');
        if (!served) continue;
        await record(tx, [journalEntries.released({ userId: row.user_id, characterId: served.id, at: dueAt })]);
      }
      if (kind === 'partnerJailed') {
        const payload = row.character_id ? await partnerJailedPayload(tx, row.character_id, now) : null;
        if (payload) claimed.push({ userId: row.user_id, kind, payload });
        continue;
      }
      const payload = TIMER_PAYLOADS[kind];
      if (payload) claimed.push({ userId: row.user_id, kind, payload });
    }
    for (const entry of await claimPushEntries(tx, BATCH)) {
      const kind = entry.kind as PushKind;
      claimed.push({
        userId: entry.userId,
        kind,
        payload: {
          title: ENTRY_TITLES[kind] ?? 'Tales of Deeds',
          body: entry.text,
          url: JOURNAL_PAGE_PATH,
          tag: `entry-${entry.id}`,
        },
      });
    }
    return claimed;
  });
}

/**
 * The push a player gets when their partner is jailed (docs/contacts.md, "Partners"): who, in
 * which city's jail and for how long, read when it is sent. Null once the partner is out again
 * (bail, a rescue, a short sentence served) or dead: then there is no one to break out.
 */
async function partnerJailedPayload(tx: Pick<Deps['db'], 'select'>, characterId: string, now: Date): Promise<PushPayload | null> {
  const c = charactersTable;
  const [jailed] = await tx
    .select({ name: c.name, jailedUntil: c.jailedUntil, city: citiesTable.name })
    .from(c)
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .where(and(eq(c.id, characterId), not(c.dead), gt(c.jailedUntil, now)));
  if (!jailed?.jailedUntil) return null;
  // Whole minutes (rounded up): the push arrives seconds after the jailing, so seconds would only be noise.
  const left = describeDuration(Math.ceil((jailed.jailedUntil.getTime() - now.getTime()) / 60_000) * 60_000);
  const where = jailed.city ? `the jail of ${jailed.city}` : 'jail';
  return {
    title: 'Partner jailed',
    body: `${jailed.name} was thrown in ${where}: ${left} left. Break them out for the partner bonus.`,
    url: '/city',
    tag: 'partnerJailed',
  };
}

async function isLooking(db: Deps['db'], userId: string, now: Date): Promise<boolean> {
  const c = charactersTable;
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.userId, userId), not(c.dead), gt(c.lastSeenAt, new Date(now.getTime() - LOOKING_WINDOW_MS))));
  return row !== undefined;
}

/**
 * One dispatcher run: claims what is due at `now`, then sends each item once to the account's
 * subscriptions, unless the player turned that kind off or is looking at the game. Claimed
 * items are gone from the database before sending: an instance that dies mid-send loses those
 * few notifications rather than ever sending one twice (docs/decisions/0012-web-push.md).
 */
export async function runDueNotifications(
  deps: Pick<Deps, 'db' | 'config'>,
  vapid: VapidKeys,
  now: Date,
): Promise<DispatchReport> {
  const report: DispatchReport = { sent: 0, skipped: 0, removed: 0 };
  for (const item of await claimDue(deps.db, now)) {
    const preferences = await getPreferences(deps.db, item.userId);
    if (!preferences[item.kind] || (await isLooking(deps.db, item.userId, now))) {
      report.skipped += 1;
      continue;
    }
    const outcome = await sendToAccount(deps, vapid, item.userId, item.payload);
    report.sent += outcome.sent;
    report.removed += outcome.removed;
  }
  return report;
}

/** Due notifications whose time has come and that no dispatcher has claimed yet (`/metrics`). */
export async function pushBacklog(db: Deps['db'], now: Date): Promise<number> {
  const d = dueNotificationsTable;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(d).where(lte(d.dueAt, now));
  return row?.n ?? 0;
}

/**
 * Work another module runs on the dispatcher's beat (app.ts passes them in, so a module below
 * notifications can use it too; the notifications module knows none of them): it may record entries offered as pushes, and may answer a push
 * for every account that turned its kind on (a digest), which this run then sends.
 */
export type DispatchJob = (now: Date) => Promise<{ kind: PushKind; payload: PushPayload } | null | undefined>;

/** How often each instance looks for due notifications. */
const DISPATCH_INTERVAL_MS = 5_000;
/** How often each instance offers to prune the journal (one run an hour happens, whoever asks). */
const PRUNE_CHECK_MS = 10 * 60_000;

/**
 * The loop every instance runs: due notifications every few seconds, journal pruning now and
 * then. Runs never overlap on one instance; several instances share the work through the
 * claims above.
 */
export class Dispatcher {
  readonly #deps: Pick<Deps, 'db' | 'config' | 'clock'>;
  readonly #vapid: () => VapidKeys;
  readonly #log: FastifyBaseLogger;
  readonly #jobs: readonly DispatchJob[];
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #lastPruneCheck = 0;

  constructor(
    deps: Pick<Deps, 'db' | 'config' | 'clock'>,
    vapid: () => VapidKeys,
    log: FastifyBaseLogger,
    jobs: readonly DispatchJob[] = [],
  ) {
    this.#jobs = jobs;
    this.#deps = deps;
    this.#vapid = vapid;
    this.#log = log;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.#tick(), DISPATCH_INTERVAL_MS).unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  #tick(): void {
    if (this.#running) return;
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  async #run(): Promise<void> {
    const now = this.#deps.clock.now();
    for (const job of this.#jobs) {
      try {
        const digest = await job(now);
        if (digest) countPush(await broadcast(this.#deps, this.#vapid(), digest.kind, digest.payload));
      } catch (err) {
        this.#log.error({ err }, 'dispatch job failed');
      }
    }
    try {
      const report = await runDueNotifications(this.#deps, this.#vapid(), now);
      countPush(report);
      if (report.sent + report.removed > 0) this.#log.info(report, 'push notifications sent');
      if (Date.now() - this.#lastPruneCheck >= PRUNE_CHECK_MS) {
        this.#lastPruneCheck = Date.now();
        const pruned = await pruneJournal(this.#deps.db, now);
        if (pruned) this.#log.info({ pruned }, 'old journal entries pruned');
      }
    } catch (err) {
      this.#log.error({ err }, 'notification dispatch failed');
    }
  }
}
