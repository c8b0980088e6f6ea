import { createHash, randomBytes } from 'node:crypto';
import { hourBucket, networkOf, FairPlay } from '@tod/game';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { refusalsTable, sightingsTable } from './fairplay.sql.ts';

type Db = Deps['db'];

/** The first-party device id: random, httpOnly, kept a year; it only ever links accounts. */
export const DEVICE_COOKIE = 'tod_device';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** Sessions remembered as recorded this hour, per instance; past this many the memory starts over. */
const REMEMBERED = 50_000;

export interface Sighting {
  userId: string;
  deviceId: string;
  address: string;
  userAgent: string;
  at: Date;
}

const uaHash = (userAgent: string) => createHash('sha256').update(userAgent).digest('hex').slice(0, 16);

/** Records sightings: one INSERT that skips each account, device, network and hour already known. */
export async function recordSightings(db: Db, sightings: Sighting[]): Promise<void> {
  if (sightings.length === 0) return;
  await db
    .insert(sightingsTable)
    .values(
      sightings.map((s) => ({
        userId: s.userId,
        deviceId: s.deviceId,
        network: networkOf(s.address),
        uaHash: uaHash(s.userAgent),
        hour: new Date(hourBucket(s.at.getTime())),
      })),
    )
    .onConflictDoNothing();
}

/** Adds refusals to each account's hour: one upsert that sums what several instances counted. */
export async function recordRefusals(db: Db, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return;
  await db
    .insert(refusalsTable)
    .values(
      [...counts].map(([key, refusals]) => {
        const [userId, hour] = key.split('|');
        return { userId: userId!, hour: new Date(Number(hour)), refusals };
      }),
    )
    .onConflictDoUpdate({
      target: [refusalsTable.userId, refusalsTable.hour],
      set: { refusals: sql`${refusalsTable.refusals} + excluded.refusals` },
    });
}

/** The clean-up's job: sightings and refusals older than the 14 days fair play reads. */
export async function pruneSightings(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - FairPlay.windowDays * 86_400_000);
  await db.delete(sightingsTable).where(lt(sightingsTable.hour, before));
  await db.delete(refusalsTable).where(lt(refusalsTable.hour, before));
}

/** How often an instance writes the sightings it gathered, and how many make it write at once. */
const FLUSH_EVERY_MS = 30_000;
const FLUSH_AT = 500;

export interface Sightings {
  /** Writes what was gathered (the timer does it; tests and shutdown call it). */
  flush(): Promise<void>;
}

/**
 * On every signed-in API call: gives the browser a device id if it has none, and notes where
 * the account was seen at most once per session, device, network and hour (remembered in memory). The
 * notes are written off the request, in one INSERT ... ON CONFLICT DO NOTHING every 30 seconds,
 * so a call never waits for them and costs no statement (docs/hot-path.md). A signed-in call
 * refused for too many requests (429) is counted the same way (`fairplay_refusals`). A callback hook
 * that returns at once; registered after the session hook, which sets `actor`.
 */
export function registerSightings(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>): Sightings {
  const recorded = new Set<string>();
  let pending: Sighting[] = [];
  // Rate-limit refusals per account and hour (`userId|hourMs`), a script sign.
  let refusals = new Map<string, number>();
  const flush = async () => {
    const batch = pending;
    const refused = refusals;
    pending = [];
    refusals = new Map();
    if (batch.length > 0) await recordSightings(deps.db, batch);
    await recordRefusals(deps.db, refused);
  };
  const flushLogged = () => {
    flush().catch((err: unknown) => app.log.warn({ err }, 'fair play: could not record sightings'));
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(flushLogged, FLUSH_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush().catch(() => undefined);
  });
  app.addHook('onRequest', (req, _reply, done) => {
    const actor = req.actor;
    if (!actor) {
      done();
      return;
    }
    const deviceId = req.cookies[DEVICE_COOKIE];
    // Without an id the call is not noted; the answer gives one (below), noted from the next call.
    if (!deviceId || !DEVICE_ID.test(deviceId)) {
      done();
      return;
    }
    const now = deps.clock.now();
    const key = `${actor.sessionId}|${deviceId}|${networkOf(req.ip)}|${hourBucket(now.getTime())}`;
    if (!recorded.has(key)) {
      if (recorded.size >= REMEMBERED) recorded.clear();
      recorded.add(key);
      pending.push({ userId: actor.userId, deviceId, address: req.ip, userAgent: req.headers['user-agent'] ?? '', at: now });
      if (pending.length >= FLUSH_AT) flushLogged();
    }
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.actor && reply.statusCode === 429) {
      const key = `${req.actor.userId}|${hourBucket(deps.clock.now().getTime())}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    done();
  });
  // The id goes on a signed-in answer that succeeded (a refused call changes nothing, not even
  // cookies); a client that keeps no cookies is never noted with an id it does not send back.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.actor && reply.statusCode < 400 && !DEVICE_ID.test(req.cookies[DEVICE_COOKIE] ?? '')) {
      reply.setCookie(DEVICE_COOKIE, randomBytes(16).toString('base64url'), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    }
    done(null, payload);
  });
  return { flush };
}
