import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { ContentCache } from './content-cache.ts';
import type { EventBus } from './events.ts';
import type { Metrics } from './metrics.ts';
import type { PartnerLookup } from './partners.ts';
import type { ProgressRecorder } from './progress.ts';
import type { Rng } from './rng.ts';
import type { SeatWatch } from './seat-watch.ts';

/**
 * What every service gets: the database, time, randomness, events and settings. Module-owned
 * machinery (the session store) is built by app.ts and handed to the module that needs it.
 */
export interface Deps {
  database: Database;
  db: Db;
  clock: Clock;
  rng: Rng;
  events: EventBus;
  config: Config;
  /** Staff-edited content kept in memory, exact on every instance (lib/content-cache.ts). */
  content: ContentCache;
  /** Gauges a module offers to `/metrics` (lib/metrics.ts). */
  metrics: Metrics;
  /** Counts game actions' work towards contracts (the quests module's, handed in by app.ts). */
  progress: ProgressRecorder;
  /** Who a character's partner is (the contacts module's lookup, handed in by app.ts). */
  partners: PartnerLookup;
  /** Tells crews that seated members were jailed, freed or moved (the crews module's, handed in by app.ts). */
  seats: SeatWatch;
}
