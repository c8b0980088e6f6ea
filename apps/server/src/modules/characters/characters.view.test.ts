import { characterTitle } from '@tod/game';
import { describe, expect, it } from 'vitest';
import type { charactersTable } from './characters.sql.ts';
import { toOwnCharacter, toPublicCharacter } from './characters.view.ts';

type Row = typeof charactersTable.$inferSelect;

const NOW = new Date('2026-11-23T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const CITY = '00000000-0000-4000-8000-000000000001';

function row(overrides: Partial<Row> = {}): Row {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    userId: '00000000-0000-4000-8000-0000000000bb',
    name: 'Aldric',
    bio: 'A wanderer.',
    icon: 'abc.webp',
    level: 7,
    experience: 123,
    gold: 456,
    good: 30,
    neutral: 4,
    evil: 10,
    alignment: 20,
    dead: false,
    diedAt: null,
    childCode: 'K7QX2MPA',
    parentId: '00000000-0000-4000-8000-0000000000cc',
    inheritedGold: 12,
    cityId: CITY,
    createdAt: new Date('2026-11-01T08:00:00.000Z'),
    lastSeenAt: NOW,
    deedCooldownEndsAt: null,
    trainingCooldownEndsAt: null,
    jailedUntil: null,
    travelCooldownEndsAt: null,
    rescueCooldownEndsAt: null,
    restedExperience: 0,
    restedSince: null,
    effortDay: null,
    effortMs: 0,
    jailDeedLevel: null,
    jailDeedMaxExperience: null,
    jailbreaks: 0,
    ...overrides,
  };
}

describe('toPublicCharacter', () => {
  it('shows the public fields under their API names, and no account data', () => {
    expect(toPublicCharacter({ row: row(), cityName: 'Hearthmere' }, NOW)).toEqual({
      id: '00000000-0000-4000-8000-0000000000aa',
      username: 'Aldric',
      icon: 'abc.webp',
      level: 7,
      experience: 123,
      gold: 456,
      good: 30,
      neutral: 4,
      evil: 10,
      alignment: 20,
      bio: 'A wanderer.',
      createdAt: '2026-11-01T08:00:00.000Z',
      dead: false,
      location: { id: CITY, name: 'Hearthmere' },
      inJail: false,
    });
  });

  it('has no location without a city or without its name', () => {
    expect(toPublicCharacter({ row: row({ cityId: null }), cityName: null }, NOW).location).toBeNull();
    expect(toPublicCharacter({ row: row(), cityName: null }, NOW).location).toBeNull();
  });

  it('is in jail until the very millisecond the sentence ends, and never when dead', () => {
    const jailed = (jailedUntil: Date, dead = false) =>
      toPublicCharacter({ row: row({ jailedUntil, dead }), cityName: 'Hearthmere' }, NOW).inJail;
    expect(jailed(at(1))).toBe(true);
    expect(jailed(at(0))).toBe(false);
    expect(jailed(at(-1))).toBe(false);
    expect(jailed(at(60_000), true)).toBe(false);
  });
});

describe('toOwnCharacter', () => {
  it('has no location without a city or without its name', () => {
    expect(toOwnCharacter({ row: row({ cityId: null }), cityName: null }, NOW, 1).location).toBeNull();
    expect(toOwnCharacter({ row: row(), cityName: null }, NOW, 1).location).toBeNull();
    expect(toOwnCharacter({ row: row(), cityName: 'Hearthmere' }, NOW, 1).location).toEqual({ id: CITY, name: 'Hearthmere' });
  });

  it('adds the timers, child code, inheritance, rested bank, fatigue and title', () => {
    const deedEnds = at(30_000);
    const own = toOwnCharacter(
      {
        row: row({
          deedCooldownEndsAt: deedEnds,
          trainingCooldownEndsAt: at(-5_000),
          travelCooldownEndsAt: at(90_000),
          jailedUntil: at(-60_000),
          effortDay: '2026-11-23',
          effortMs: 600_000,
        }),
        cityName: 'Hearthmere',
      },
      NOW,
      1,
    );
    expect(own).toMatchObject({
      username: 'Aldric',
      createdAt: '2026-11-01T08:00:00.000Z',
      location: { id: CITY, name: 'Hearthmere' },
      inJail: false,
      childCode: 'K7QX2MPA',
      parentId: '00000000-0000-4000-8000-0000000000cc',
      inheritedGold: 12,
      deedsCooldown: deedEnds.toISOString(),
      jailReleaseTime: null,
      lastDeed: deedEnds.toISOString(),
      lastTraining: at(-5_000).toISOString(),
      lastJail: at(-60_000).toISOString(),
      lastTravelled: at(90_000).toISOString(),
      restedExperience: 0,
      fatigue: { effortTodayMs: 600_000 },
      title: characterTitle(row()),
    });
    expect(own.fatigue.factor).toBeGreaterThan(0);
    expect(own.fatigue.factor).toBeLessThanOrEqual(1);
  });

  it('counts effort only for today', () => {
    const own = toOwnCharacter({ row: row({ effortDay: '2026-11-22', effortMs: 600_000 }), cityName: null }, NOW, 1);
    expect(own.fatigue).toEqual({ effortTodayMs: 0, factor: 1 });
  });

  it('shows a running deed cooldown and jail only while they run, to the millisecond', () => {
    const own = (ends: Date) =>
      toOwnCharacter({ row: row({ deedCooldownEndsAt: ends, jailedUntil: ends }), cityName: 'Hearthmere' }, NOW, 1);
    expect(own(at(1))).toMatchObject({ deedsCooldown: at(1).toISOString(), jailReleaseTime: at(1).toISOString(), inJail: true });
    expect(own(at(0))).toMatchObject({ deedsCooldown: null, jailReleaseTime: null, inJail: false, lastDeed: NOW.toISOString() });
  });

  it("shows the rescue cooldown while it runs, so a reload keeps the jail page's wait", () => {
    const own = (ends: Date | null) =>
      toOwnCharacter({ row: row({ rescueCooldownEndsAt: ends }), cityName: 'Hearthmere' }, NOW, 1).rescueCooldown;
    expect(own(at(1))).toBe(at(1).toISOString());
    expect(own(at(0))).toBeNull();
    expect(own(null)).toBeNull();
  });

  it('never shows a dead character in jail, and has no timers it never had', () => {
    const own = toOwnCharacter({ row: row({ dead: true, jailedUntil: at(60_000), cityId: null }), cityName: null }, NOW, 1);
    expect(own).toMatchObject({
      dead: true,
      inJail: false,
      location: null,
      deedsCooldown: null,
      lastDeed: null,
      lastTraining: null,
      lastTravelled: null,
      rescueCooldown: null,
    });
  });

  it('grows the rested bank with game time since it began', () => {
    const since = at(-24 * 3_600_000);
    const atSpeed = (speed: number) =>
      toOwnCharacter({ row: row({ restedSince: since, restedExperience: 0 }), cityName: null }, NOW, speed).restedExperience;
    expect(atSpeed(1)).toBeGreaterThan(0);
    expect(atSpeed(2)).toBeGreaterThanOrEqual(atSpeed(1));
    expect(
      toOwnCharacter({ row: row({ restedSince: null, restedExperience: 5 }), cityName: null }, NOW, 1).restedExperience,
    ).toBe(5);
  });

  it('answers a changed row from its own values, not from the previous row of the character', () => {
    const first = row({ deedCooldownEndsAt: at(10_000) });
    expect(toOwnCharacter({ row: first, cityName: null }, NOW, 1).lastDeed).toBe(at(10_000).toISOString());
    const next = { ...first, deedCooldownEndsAt: at(20_000), createdAt: first.createdAt };
    expect(toOwnCharacter({ row: next, cityName: null }, NOW, 1).lastDeed).toBe(at(20_000).toISOString());
  });
});
