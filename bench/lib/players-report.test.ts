import { describe, expect, it } from 'vitest';
import { type CaseResult, type StepResult, costOf, section } from './players-report.ts';

const step = (over: Partial<StepResult>): StepResult => ({
  players: 1000,
  requestsPerSecond: 50,
  p50: 5,
  p99: 40,
  errorShare: 0,
  held: true,
  rssPeak: 400 * 2 ** 20,
  serverCores: 0.4,
  generatorCores: 0.1,
  databaseCores: 0,
  callsPerSecond: {},
  loadAverage: 1,
  slowest: [],
  errorsByCall: {},
  refusals: {},
  samples: [],
  ...over,
});

const settings = { command: 'npm run bench:players', generators: 2, p99LimitMs: 250, errorLimit: 0.001 };

describe('the cost per player (docs/capacity.md, "Cost per player")', () => {
  it('gives cores per 1,000 players by side and the players whose CPU fills 2 cores', () => {
    const two = costOf(step({ players: 2000, serverCores: 0.8, databaseCores: 0.2, generatorCores: 0.25 }), 2);
    expect(two.server).toBeCloseTo(0.4);
    expect(two.database).toBeCloseTo(0.1);
    expect(two.generators).toBeCloseTo(0.125);
    // 2 cores / 0.625 cores per 1,000 players; without the generators, 2 / 0.5.
    expect(two.machinePlayers).toBeCloseTo(3200);
    expect(two.serverPlayers).toBeCloseTo(4000);
  });

  it("bounds one server process by one core: its JavaScript and PGlite's engine run on one thread", () => {
    const one = costOf(step({ players: 2000, serverCores: 0.8, databaseCores: 0.2, generatorCores: 0.25 }), 1);
    // 1 core / 0.4 cores per 1,000 players, under the 3,200 and 4,000 the 2 cores would allow.
    expect(one.machinePlayers).toBeCloseTo(2500);
    expect(one.serverPlayers).toBeCloseTo(2500);
  });

  it("splits a step's CPU by call: each kind's rate per 1,000 players times its CPU per call, beside the measured whole", () => {
    const result: CaseResult = {
      label: 'PGlite',
      instances: 1,
      rssIdle: 300 * 2 ** 20,
      holdSeconds: 120,
      rampSeconds: 30,
      steps: [
        step({ players: 500, serverCores: 0.2, callsPerSecond: { 'GET /api/deeds': 10, 'POST /api/shoutbox/message': 1 } }),
      ],
      calibration: {
        calls: [
          { name: 'GET /api/deeds', serverMs: 4, databaseMs: 0 },
          { name: 'session touch, once a minute', serverMs: 6, databaseMs: 0, perPlayerPerSecond: 1 / 60 },
        ],
        heldHeapBytes: 8192,
        heldRssBytes: 4096,
        connectionsHeld: 200,
      },
    };
    const text = section([result], settings, []);
    // 20 calls/s per 1,000 players at 4 ms: 0.08 of the measured 0.4 cores per 1,000 players.
    expect(text).toContain('| `GET /api/deeds` | 20.00 | 4.00 | 0.0800 | 20% |');
    expect(text).toContain('| `POST /api/shoutbox/message` | 2.00 | not measured |  |  |');
    // Work no call names counts at its own rate: 1,000 players touch 16.67 sessions a second.
    expect(text).toContain('| session touch, once a minute | 16.67 | 6.00 | 0.1000 | 25% |');
    expect(text).toContain('| **measured during the hold** | | | **0.400** | 100% |');
    expect(text).toContain('added 8.0 KiB of heap');
    // The projection: one instance's core over its 0.4 cores per 1,000 players, under the 3,333
    // (and 5,000) that 2 cores over (0.4 + 0.2) would allow.
    expect(text).toContain('| 2,500 (2,500) |');
  });

  it('costs nothing from a step whose calls failed: a starved server did less than the players asked', () => {
    const result: CaseResult = {
      label: 'PGlite',
      instances: 1,
      rssIdle: 0,
      holdSeconds: 120,
      rampSeconds: 30,
      steps: [
        step({ players: 400, serverCores: 0.2, generatorCores: 0.04 }),
        step({ players: 1000, serverCores: 0.1, generatorCores: 0.07, errorShare: 0.3, held: false }),
      ],
      calibration: null,
    };
    const text = section([result], settings, []);
    expect(text).toContain('calls failed: not costed');
    // From the 400-player step: one core over the server's 0.5 cores per 1,000 players.
    expect(text).toContain('| 2,000 (2,000), from 400 |');
  });
});
