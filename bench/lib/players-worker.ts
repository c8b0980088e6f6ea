// One load-generator process of `npm run bench:players`: runs the players it is given, each a
// chain of timers (no thread or process per player), over keep-alive undici pools, and sends
// the latencies it saw to the bench every second. The behaviour is players-model.ts. A process,
// not a worker thread: each browser player holds two connections open (the long poll and the
// live feed), and the open-file limit counts per process.
import { Pool } from 'undici';
import {
  ACCOUNT_REFRESH_MS,
  ARRIVAL_CALLS,
  type Call,
  ERRAND_PAGE,
  FEED_OPEN_CALLS,
  PAGE_CALLS,
  type PageName,
  PLAYER_PROFILES,
  type ProfileName,
  READ_PAGES,
  TRAINING_EVERY_MS,
  characterIdOf,
  errandReadMs,
  nextDeedDelayMs,
  nextErrand,
  nextPollDelayMs,
} from './players-model.ts';
import { seededRng } from '../../sim/src/profiles.ts';

export interface PlayerSpec {
  index: number;
  /** `name=value` of a live session. */
  cookie: string;
  email: string;
  password: string;
  address: string;
  profile: ProfileName;
  signIn: boolean;
  /** Which server (instance) the player's requests go to. */
  target: number;
  characterId: string;
  cityId: string;
  /** Milliseconds after being added that the player arrives. */
  arriveInMs: number;
}

export type ToWorker = { type: 'start'; bases: string[] } | { type: 'add'; players: PlayerSpec[] } | { type: 'stop' };

/** Latencies (ms) by call since the last report, and failures. */
export interface WorkerReport {
  type: 'report';
  latencies: Record<string, number[]>;
  /** 5xx, timeouts and broken connections, by call. */
  errors: Record<string, number>;
  /** Game refusals (4xx) by `call status code`: a rule said no, the server did not fail. */
  refusals: Record<string, number>;
  /** The first few failures' texts, to tell what broke. */
  samples: string[];
  /** Calls made since the last report, by call, long polls and feed opens included (their rate per player). */
  counts: Record<string, number>;
  online: number;
}

const REQUEST_TIMEOUT_MS = 30_000;
const POLL_TIMEOUT_MS = 45_000;

let pools: Pool[] = [];
const streams = new Set<{ destroy(): void }>();
let stopped = false;
let online = 0;
let report = fresh();

function fresh(): Omit<WorkerReport, 'type' | 'online'> {
  return { latencies: {}, errors: {}, refusals: {}, samples: [], counts: {} };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Call names group ids together: `/api/deeds/:id/complete`. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const nameOf = (method: string, path: string) => `${method} ${path.replace(UUID, ':id')}`;

function failed(name: string, text: string): void {
  report.errors[name] = (report.errors[name] ?? 0) + 1;
  if (report.samples.length < 5) report.samples.push(`${name}: ${text.slice(0, 200)}`);
}

interface Answer {
  status: number;
  body: string;
  setCookie?: string;
}

/**
 * One call as the player's browser makes it. Long polls are left out of the latencies: they
 * wait for a change by design. Returns null when the call failed (counted already).
 */
async function call(p: PlayerSpec, c: Call, options: { poll?: boolean; stream?: boolean } = {}): Promise<Answer | null> {
  const name = nameOf(c.method, c.path);
  const path = c.path.replace(':city', p.cityId).replace(':character', p.characterId);
  const accept = c.path.startsWith('/api/') ? (options.stream ? 'text/event-stream' : 'application/json') : 'text/html';
  const headers: Record<string, string> = { cookie: p.cookie, 'x-forwarded-for': p.address, accept };
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  report.counts[name] = (report.counts[name] ?? 0) + 1;
  try {
    const res = await pools[p.target]!.request({
      method: c.method,
      path,
      headers,
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
      headersTimeout: options.poll ? POLL_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
      bodyTimeout: options.poll ? POLL_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
    });
    if (options.stream) {
      // The live feed: read (and dropped) until the server or the bench ends it.
      record(name, performance.now() - t0, res.statusCode, '');
      const ended = new Promise<void>((resolve) => {
        res.body.on('end', resolve);
        res.body.on('error', () => resolve());
        res.body.on('close', resolve);
      });
      res.body.on('data', () => {});
      streams.add(res.body);
      await ended;
      streams.delete(res.body);
      return { status: res.statusCode, body: '' };
    }
    const body = await res.body.text();
    const ms = performance.now() - t0;
    if (!options.poll || res.statusCode >= 500) record(name, ms, res.statusCode, body);
    const setCookie = res.headers['set-cookie'];
    return { status: res.statusCode, body, setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie };
  } catch (err) {
    const message = (err as Error).message;
    if (!stopped) failed(name, message);
    return null;
  }
}

function record(name: string, ms: number, status: number, body: string): void {
  if (status >= 500) {
    failed(name, `${status} ${body}`);
    return;
  }
  const list = report.latencies[name] ?? [];
  list.push(ms);
  report.latencies[name] = list;
  if (status >= 400) {
    let code = '';
    try {
      code = (JSON.parse(body) as { code?: string }).code ?? '';
    } catch {}
    const key = `${name} ${status} ${code}`;
    report.refusals[key] = (report.refusals[key] ?? 0) + 1;
  }
}

async function openPage(p: PlayerSpec, page: PageName): Promise<Answer | null> {
  const answers = await Promise.all(PAGE_CALLS[page].map((c) => call(p, c)));
  return answers[0] ?? null;
}

function parseList<T>(answer: Answer | null): T[] {
  if (answer?.status !== 200) return [];
  try {
    const value = JSON.parse(answer.body) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

async function signIn(p: PlayerSpec): Promise<void> {
  for (let attempt = 0; attempt < 5 && !stopped; attempt += 1) {
    const answer = await call(p, { method: 'POST', path: '/api/auth/login', body: { email: p.email, password: p.password } });
    const cookie = answer?.setCookie?.split(';')[0];
    if (answer?.status === 200 && cookie) {
      p.cookie = cookie;
      return;
    }
    // "The server is busy": the player tries again after the wait the answer gives.
    const retry = Number(answer?.status === 503 ? 2 : 10);
    await sleep(retry * 1000);
  }
}

/** The leader tab's active-players read and long poll, until the bench stops. */
async function longPoll(p: PlayerSpec): Promise<void> {
  let hash: string | null = null;
  while (!stopped) {
    const answer: Answer | null =
      hash === null
        ? await call(p, { method: 'GET', path: '/api/character/active' })
        : await call(p, { method: 'POST', path: '/api/character/active', body: { hash } }, { poll: true });
    let outcome: 'changed' | 'unchanged' | 'error' = 'error';
    if (answer?.status === 200) {
      const first = hash === null;
      try {
        hash = (JSON.parse(answer.body) as { hash?: string }).hash ?? hash;
      } catch {}
      outcome = 'changed';
      if (first) continue;
    } else if (answer?.status === 304) outcome = 'unchanged';
    await sleep(nextPollDelayMs(outcome));
  }
}

/** The layout's live feed (chat, personal messages, ticker), open all session long. */
async function liveFeed(p: PlayerSpec): Promise<void> {
  await sleep(2_500);
  let failures = 0;
  while (!stopped) {
    await Promise.all(FEED_OPEN_CALLS.map((c) => call(p, c)));
    const answer = await call(p, { method: 'GET', path: '/api/shoutbox/feed' }, { stream: true });
    failures = answer?.status === 200 ? 0 : failures + 1;
    await sleep(Math.min(60_000, 2_000 * 2 ** failures));
  }
}

async function accountRefresh(p: PlayerSpec, rng: () => number): Promise<void> {
  await sleep(rng() * ACCOUNT_REFRESH_MS);
  while (!stopped) {
    await call(p, { method: 'GET', path: '/api/auth/account' });
    await sleep(ACCOUNT_REFRESH_MS);
  }
}

async function errand(p: PlayerSpec, name: ReturnType<typeof nextErrand>, rng: () => number, deedPage: () => Promise<void>) {
  if (name === null) return false;
  const page = name === 'read' ? READ_PAGES[Math.floor(rng() * READ_PAGES.length)]! : ERRAND_PAGE[name];
  if (page === 'deeds') return false;
  const first = await openPage(p, page);
  if (name === 'train') {
    const skills = parseList<{ id: string }>(first);
    const skill = skills[Math.floor(rng() * skills.length)];
    if (skill) await call(p, { method: 'POST', path: `/api/character/skills/${skill.id}` });
  } else if (name === 'travel') {
    const destinations = parseList<{ id: string }>(first);
    const to = destinations[Math.floor(rng() * destinations.length)];
    if (to) await call(p, { method: 'POST', path: '/api/character/travel', body: { cityID: to.id } });
  } else if (name === 'chat') {
    // The chat page reads the layout's live feed, already open: no second stream.
    await sleep(errandReadMs(rng));
    await call(p, { method: 'POST', path: '/api/shoutbox/message', body: { message: `Hail from player ${p.index}.` } });
  } else if (name === 'message') {
    // Each player writes to its neighbour (0-1, 2-3, ...): one conversation each, as friends do.
    await call(p, {
      method: 'POST',
      path: `/api/messages/to/${characterIdOf(p.index ^ 1)}`,
      body: { message: `A word from player ${p.index}.` },
    });
  }
  await sleep(errandReadMs(rng));
  await deedPage();
  return true;
}

async function runPlayer(p: PlayerSpec): Promise<void> {
  const rng = seededRng(p.index + 1);
  const profile = PLAYER_PROFILES[p.profile];
  await sleep(p.arriveInMs);
  if (stopped) return;
  online += 1;
  if (p.signIn) await signIn(p);
  // Arrival: the app loads on the deed list (the layout's calls, then the page's).
  const deedsCall: Call = { method: 'GET', path: '/api/deeds' };
  let deedIds: Array<{ id: string; level: number }> = [];
  const keepDeeds = (answer: Answer | null) => {
    const listed = parseList<{ id: string; level: number; meetsAlignment: boolean }>(answer);
    const open = listed.filter((d) => d.level <= 1 && d.meetsAlignment);
    if (open.length > 0) deedIds = open;
  };
  const deedPage = async () => keepDeeds(await call(p, deedsCall));
  const backToDeeds = async () => {
    const answers = await Promise.all(PAGE_CALLS.deeds.map((c) => call(p, c)));
    keepDeeds(answers[PAGE_CALLS.deeds.findIndex((c) => c.path === deedsCall.path)] ?? null);
  };
  if (profile.browser) {
    const answers = await Promise.all(ARRIVAL_CALLS.map((c) => call(p, c)));
    keepDeeds(answers[ARRIVAL_CALLS.findIndex((c) => c.path === deedsCall.path)] ?? null);
    void longPoll(p);
    void liveFeed(p);
    void accountRefresh(p, rng);
  } else await deedPage();
  let lastTraining = -TRAINING_EVERY_MS * rng();
  let started = performance.now();
  // The first attempt comes at a random point of a cooldown: players arrive mid-play.
  await sleep(rng() * nextDeedDelayMs(p.profile, 1, rng));
  while (!stopped) {
    const deed = deedIds[Math.floor(rng() * deedIds.length)];
    if (deed) await call(p, { method: 'POST', path: `/api/deeds/${deed.id}/complete` });
    started = performance.now();
    const wait = nextDeedDelayMs(p.profile, deed?.level ?? 1, rng);
    const chosen = nextErrand(p.profile, started - lastTraining, rng);
    if (chosen === 'train') lastTraining = started;
    await sleep(Math.min(wait / 2, 5_000 * rng()));
    await errand(p, chosen, rng, backToDeeds);
    // The deed list refreshes itself when the cooldown ends; the player clicks a little later.
    const cooldownLeft = started + (wait - profile.reactSeconds[0] * 1000) - performance.now();
    if (cooldownLeft > 0) await sleep(cooldownLeft);
    if (profile.browser) await deedPage();
    const left = started + wait - performance.now();
    if (left > 0) await sleep(left);
  }
}

const send = (message: WorkerReport | { type: 'ready' | 'stopped' }) => process.send?.(message);

process.on('message', (message: ToWorker) => {
  if (message.type === 'start') {
    pools = message.bases.map(
      (base) => new Pool(base, { connections: null, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 }),
    );
  } else if (message.type === 'add') {
    for (const p of message.players) runPlayer(p).catch((err: Error) => console.error(`player ${p.index}: ${err.stack}`));
  } else {
    stopped = true;
    for (const stream of streams) stream.destroy();
    void Promise.all(pools.map((pool) => pool.destroy())).then(() => {
      send({ type: 'stopped' });
      process.exit(0);
    });
  }
});

setInterval(() => {
  const out: WorkerReport = { type: 'report', ...report, online };
  report = fresh();
  send(out);
}, 1000);

// Messages sent before this module finished loading would be lost: the bench waits for this.
send({ type: 'ready' });
