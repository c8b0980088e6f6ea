import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import Fastify from 'fastify';
import { countGold, Metrics } from '../../src/lib/metrics.ts';
import { registerMetrics } from '../../src/plugins/metrics.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.request({ method: 'GET', url: '/metrics', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of the sample `name{labels}` (labels as printed), or undefined when absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is off without a token: 404, not the web app, and requests are not timed', async () => {
    const off = Fastify();
    const metrics = new Metrics();
    registerMetrics(off, metrics, t.database, undefined);
    off.get('/x', async () => 'x');
    try {
      await off.inject({ method: 'GET', url: '/x' });
      const res = await off.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'metrics.off' });
      expect(metrics.enabled).toBe(false);
      expect((await metrics.scrape()).body).not.toContain('tod_http_request_duration_seconds');
    } finally {
      await off.close();
    }
  });

  it.each([
    ['no credentials', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-tests-0123456788' }],
    ['the token without the scheme', { authorization: TOKEN }],
    ['a session-like header only', { cookie: 'tod_session=x' }],
  ])('refuses %s with 401 and a Bearer challenge', async (_name, headers) => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.body).not.toContain('tod_');
  });

  it('answers the Prometheus text format, never cached', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE tod_http_request_duration_seconds histogram');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('counts requests by route pattern and status, not by raw URL', async () => {
    const first = await t.request({ method: 'GET', url: '/api/deeds/00000000-0000-4000-8000-000000000000' });
    const series = `tod_http_request_duration_seconds_count{method="GET",route="/api/deeds/:id",status="${first.statusCode}"}`;
    const before = sample(await scrape(), series) ?? 0;
    await t.request({ method: 'GET', url: '/api/deeds/00000000-0000-4000-8000-000000000001' });
    await t.request({ method: 'GET', url: '/api/deeds/00000000-0000-4000-8000-000000000002' });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 2);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
  });

  it('times database statements and transactions and shows the pool', async () => {
    await signUpWithCharacter(t);
    const text = await scrape();
    expect(sample(text, 'tod_db_duration_seconds_count{kind="statement",outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(text, 'tod_db_duration_seconds_count{kind="transaction",outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(text, 'tod_db_pool_size')).toBeGreaterThanOrEqual(1);
    // Background work (presence, the session cache) may hold a connection at any moment.
    expect(sample(text, 'tod_db_busy')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tod_db_busy')).toBeLessThanOrEqual(sample(text, 'tod_db_pool_size')!);
  });

  it("shows the game's gauges: players online, deeds by outcome, the push queue, hashing, live streams", async () => {
    const { cookie } = await signUpWithCharacter(t);
    const deeds = (await t.request({ method: 'GET', url: '/api/deeds', cookie })).json() as Array<{ id: string }>;
    expect(deeds.length).toBeGreaterThan(0);
    const before = await scrape();
    const attempt = await t.request({ method: 'POST', url: `/api/deeds/${deeds[0]!.id}/complete`, cookie });
    expect(attempt.statusCode).toBe(200);
    const outcome = ['refused', 'failure', 'success'][(attempt.json() as { success: number }).success + 1];
    const series = `tod_deed_attempts_total{outcome="${outcome}"}`;
    const text = await scrape();
    expect(sample(text, series)).toBe((sample(before, series) ?? 0) + 1);
    const gold = 'tod_gold_total{direction="created",kind="deed"}';
    const earned = outcome === 'success' ? (attempt.json() as { earned: { gold: number } }).earned.gold : 0;
    expect(sample(text, gold) ?? 0).toBe((sample(before, gold) ?? 0) + earned);
    expect(sample(text, 'tod_players_online')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tod_push_backlog')).toBe(0);
    expect(sample(text, 'tod_hashing_active')).toBe(0);
    expect(sample(text, 'tod_hashing_waiting')).toBe(0);
    expect(sample(text, 'tod_live_streams')).toBe(0);
    expect(sample(text, 'tod_http_connections')).toBe(0);
  });

  it('adds gold movements up by direction and ledger kind', async () => {
    // The counters belong to the process, which other test files share: compare before and after.
    const series = [
      'tod_gold_total{direction="created",kind="staff"}',
      'tod_gold_total{direction="destroyed",kind="staff"}',
      'tod_gold_total{direction="destroyed",kind="bail"}',
    ];
    const before = await scrape();
    const [createdStaff, destroyedStaff, destroyedBail] = series.map((s) => sample(before, s) ?? 0);
    countGold('staff', 25);
    countGold('staff', -10);
    countGold('bail', -7);
    countGold('staff', 0);
    const text = await scrape();
    expect(sample(text, series[0]!)).toBe(createdStaff! + 25);
    expect(sample(text, series[1]!)).toBe(destroyedStaff! + 10);
    expect(sample(text, series[2]!)).toBe(destroyedBail! + 7);
  });
});

describe('METRICS_TOKEN', () => {
  it.each([
    ['', undefined],
    ['0123456789abcdef', '0123456789abcdef'],
  ])('accepts %j', (value, expected) => {
    expect(loadConfig({ METRICS_TOKEN: value }).metricsToken).toBe(expected);
  });

  it('refuses a short token without printing it', () => {
    const error = (() => {
      try {
        loadConfig({ METRICS_TOKEN: '0123456789abcde' });
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as ConfigError).problems)).toMatch(
      /^METRICS_TOKEN: must be at least 16 characters .*\(got \(hidden\)\)$/,
    );
  });
});
