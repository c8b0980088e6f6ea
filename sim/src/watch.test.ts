import { type DeedActivity, GameConstants, ScriptWatch, hourlyNorm, scriptSigns } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { runBot } from './bot.ts';
import { DAY, HOUR, type ProfileName, START_MS, STRATEGIES, type StrategyName } from './profiles.ts';
import { DEFAULT_OPTIONS } from './result.ts';
import { buildWorld } from './world.ts';

const world = buildWorld();
const DAYS = 60;

/**
 * Plays one bot and asks the script-flag rules about it every game hour, as the server's job
 * does (docs/fair-play.md#script-flags): which signs they found in how many hours, and the
 * busiest hour's deed experience or gold against the hourly norm. The bots start each deed the
 * instant its cooldown ends, as a script does and no person does, so the regularity sign (which
 * reads the server's timing) is left out here.
 */
function signsOf(profile: ProfileName, strategy: StrategyName) {
  const deeds: (DeedActivity & { level: number })[] = [];
  runBot(world, profile, strategy, 1, DAYS, { ...DEFAULT_OPTIONS, onDeed: (d) => deeds.push(d) });
  const hours = new Map<string, number>();
  let busiest = 0;
  let first = 0;
  let last = 0;
  for (let now = START_MS + HOUR; now <= START_MS + DAYS * DAY; now += HOUR) {
    while (first < deeds.length && deeds[first]!.atMs <= now - ScriptWatch.windowMs) first += 1;
    while (last < deeds.length && deeds[last]!.atMs <= now) last += 1;
    const recent = deeds.slice(first, last);
    if (recent.length === 0) continue;
    const level = recent[recent.length - 1]!.level;
    const signs = scriptSigns({
      deeds: recent,
      level,
      refusals: 0,
      nowMs: now,
      cooldownStepMs: GameConstants.deeds.cooldownBaseMs,
    });
    for (const s of signs) if (s.sign !== 'regularity') hours.set(s.sign, (hours.get(s.sign) ?? 0) + 1);
    const perHour = new Map<number, number>();
    for (const d of recent) {
      if (d.atMs <= now - 24 * HOUR) continue;
      const h = Math.floor(d.atMs / HOUR);
      perHour.set(h, (perHour.get(h) ?? 0) + Math.max(d.experience, d.gold));
    }
    for (const v of perHour.values()) busiest = Math.max(busiest, v / hourlyNorm(level));
  }
  return { hours: Object.fromEntries(hours), busiest };
}

describe('script flags against the simulated players (1 seed, 60 game days)', () => {
  it.each(['casual', 'regular', 'grinder'] as const)(
    'never flag the %s player, with the velocity threshold at least 1.5 x its busiest hour',
    (profile) => {
      for (const strategy of STRATEGIES) {
        const r = signsOf(profile, strategy);
        expect(r.hours, `${profile} ${strategy}`).toEqual({});
        expect(r.busiest * 1.5, `${profile} ${strategy}`).toBeLessThan(ScriptWatch.velocityFactor);
      }
    },
  );

  // Not every hour: a long sentence in jail is a pause too.
  it('flag the 24 h script for no rest in most hours after its third day', () => {
    for (const strategy of STRATEGIES) {
      const r = signsOf('script', strategy);
      expect(r.hours.no_rest ?? 0, strategy).toBeGreaterThanOrEqual(0.8 * (DAYS - 3) * 24);
    }
  });
});
