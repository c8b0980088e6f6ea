import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** Seconds; from a cached read (about a millisecond) to the request timeout's neighbourhood. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type DeedOutcome = 'success' | 'failure' | 'refused';

/*
 * What the game did, counted per process whichever app instance did it, so a module counts with
 * one call and no handle (tests build many apps in one process; Prometheus adds instances up).
 */
const deedAttempts = new Counter({
  name: 'tod_deed_attempts_total',
  help: 'Deed attempts answered, by outcome (refused: still cooling down). rate(...[1m]) * 60 gives deeds per minute.',
  labelNames: ['outcome'] as const,
  registers: [],
});

const goldMoved = new Counter({
  name: 'tod_gold_total',
  help: 'Gold created (direction="created": paid into purses) and destroyed (direction="destroyed": paid out of them), by ledger kind.',
  labelNames: ['direction', 'kind'] as const,
  registers: [],
});

const pushOutcomes = new Counter({
  name: 'tod_push_notifications_total',
  help: 'Due push notifications handled by this instance: sent, skipped (turned off or player looking), removed (subscription gone).',
  labelNames: ['outcome'] as const,
  registers: [],
});

export function countDeed(outcome: DeedOutcome): void {
  deedAttempts.inc({ outcome });
}

/**
 * One gold movement of `delta` (positive: into a purse) of ledger `kind`. The economy module's
 * `moveGold` calls it after its statement, so every movement is counted once.
 */
export function countGold(kind: string, delta: number): void {
  if (delta > 0) goldMoved.inc({ direction: 'created', kind }, delta);
  else if (delta < 0) goldMoved.inc({ direction: 'destroyed', kind }, -delta);
}

export function countPush(report: { sent: number; skipped: number; removed: number }): void {
  for (const outcome of ['sent', 'skipped', 'removed'] as const) {
    if (report[outcome] > 0) pushOutcomes.inc({ outcome }, report[outcome]);
  }
}

export type GaugeReader = () => number | Promise<number>;

/**
 * One app's metrics. Modules register gauges read when scraped (cheap when nobody scrapes);
 * request and database timing and the process's own figures are measured only once `enable()`
 * ran (METRICS_TOKEN set: docs/operations.md, "Metrics").
 */
export class Metrics {
  readonly registry = new Registry();
  #enabled = false;
  #requests: Histogram<'method' | 'route' | 'status'> | null = null;

  constructor() {
    this.registry.registerMetric(deedAttempts);
    this.registry.registerMetric(goldMoved);
    this.registry.registerMetric(pushOutcomes);
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /**
   * A gauge read from `read` at each scrape. A reader that fails (the database is down) keeps
   * the gauge's last value, so the rest of the scrape still answers.
   */
  gauge(name: string, help: string, read: GaugeReader): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          this.set(await read());
        } catch {}
      },
    });
  }

  /** Starts measuring requests, database time and the process (memory, CPU, event loop, GC). */
  enable(database: Database): void {
    if (this.#enabled) return;
    this.#enabled = true;
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new Histogram({
      name: 'tod_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (unmatched: no route), method and status; _count gives the request rate.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    const statements = new Histogram({
      name: 'tod_db_duration_seconds',
      help: 'Database time: statements outside a transaction, and transactions as a whole (kind), failed or not (outcome).',
      labelNames: ['kind', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    database.observe({
      statement: (seconds, failed) => statements.observe({ kind: 'statement', outcome: failed ? 'error' : 'ok' }, seconds),
      transaction: (seconds, failed) => statements.observe({ kind: 'transaction', outcome: failed ? 'error' : 'ok' }, seconds),
    });
    this.gauge(
      'tod_db_pool_size',
      'Connections the database pool may open (1 on the embedded database).',
      () => database.stats.poolSize,
    );
    this.gauge(
      'tod_db_busy',
      'Statements and transactions under way: each holds a pool connection; at the pool size, callers queue.',
      () => database.stats.busy,
    );
  }

  /** One answered request; `route` is the route's pattern, never the raw URL (bounded label values). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.#requests?.observe({ method, route, status: String(status) }, seconds);
  }

  /** The text Prometheus scrapes. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
