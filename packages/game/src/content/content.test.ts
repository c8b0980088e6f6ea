import { describe, expect, it } from 'vitest';
import { DEFAULT_TICKER } from './home.ts';
import { BASE_CONTENT_PACK, CONTENT_DEEDS } from './index.ts';
import { BUILDING_TYPES } from './types.ts';

const pack = BASE_CONTENT_PACK;
const unique = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

describe('base content pack', () => {
  it.each([
    ['cities', pack.cities.length, 8],
    ['deeds', pack.deeds.length, 30],
    ['skills', pack.skills.length, 8],
    ['announcements', pack.announcements.length, 2],
  ])('has at least the required %s', (_name, count, min) => {
    expect(count).toBeGreaterThanOrEqual(min);
  });

  it('has unique names', () => {
    expect(unique(pack.cities.map((c) => c.name))).toBe(true);
    expect(unique(pack.deeds.map((d) => d.name))).toBe(true);
    expect(unique(pack.skills.map((s) => s.name))).toBe(true);
    expect(unique(pack.cities.flatMap((c) => c.buildings.map((b) => b.name)))).toBe(true);
  });

  it('starts new characters in a city with coordinates', () => {
    const start = pack.cities[0];
    expect(start?.name).toBe('Hearthmere');
    expect(Number.isInteger(start?.x)).toBe(true);
    expect(Number.isInteger(start?.y)).toBe(true);
  });

  it('places every city on its own square (the first nine within -6..6, the far region at x 10) with 2 to 12 buildings of known types', () => {
    const squares = pack.cities.map((c) => `${c.x},${c.y}`);
    expect(new Set(squares).size).toBe(squares.length);
    for (const [i, city] of pack.cities.entries()) {
      expect(Math.abs(city.x)).toBeLessThanOrEqual(i < 9 ? 6 : 10);
      expect(Math.abs(city.y)).toBeLessThanOrEqual(6);
      expect(city.buildings.length).toBeGreaterThanOrEqual(2);
      expect(city.buildings.length).toBeLessThanOrEqual(12);
      for (const b of city.buildings) {
        expect(BUILDING_TYPES).toContain(b.type);
        expect(b.description.length).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    [1, 'good'],
    [0, 'neutral'],
    [-1, 'evil'],
  ])('has alignment %d (%s) deeds, including one at level 1', (alignment) => {
    const deeds = CONTENT_DEEDS.filter((d) => d.alignment === alignment);
    expect(deeds.length).toBeGreaterThanOrEqual(8);
    expect(deeds.some((d) => d.level === 1)).toBe(true);
  });

  it('covers every level from 1 to 30 with everywhere deeds, and reaches level 99', () => {
    const everywhere = new Set(pack.deeds.filter((d) => d.city === undefined).map((d) => d.level));
    for (let level = 1; level <= 30; level += 1) expect(everywhere.has(level)).toBe(true);
    expect(Math.max(...pack.deeds.map((d) => d.level))).toBe(99);
  });

  it('gives every deed messages, whole rewards, and jail risk to several evil deeds', () => {
    for (const d of pack.deeds) {
      expect(d.content && d.success && d.failure).toBeTruthy();
      expect(Object.values(d.reward).every((n) => Number.isInteger(n))).toBe(true);
      expect(d.reward.gold).toBeGreaterThanOrEqual(0);
      expect(d.reward.experience).toBeGreaterThan(0);
      expect(d.reward.jailTime).toBeGreaterThanOrEqual(0);
    }
    expect(pack.deeds.filter((d) => d.alignment === -1 && d.reward.jailTime > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('lists the spec features and roadmap phases', () => {
    const byStatus = (status: string) => pack.features.filter((f) => f.status === status).map((f) => f.title);
    // What the game plays today is complete; only Quests (a placeholder page) is still to come.
    expect(byStatus('complete')).toEqual([
      'Real-time Chat',
      'Character Search',
      'Deeds',
      'Training',
      'Cities and Travel',
      'City Jails',
      'Event Log and Notifications',
      'Leaderboard',
    ]);
    expect(byStatus('upcoming')).toEqual(['Quests']);
    expect(pack.features.every((f) => f.emoji.length > 0 && f.description.length > 0)).toBe(true);
    expect(pack.roadmap.map((p) => [p.phase, p.status])).toEqual([
      ['Phase 1: Foundation', 'complete'],
      ['Phase 2: Core Gameplay', 'complete'],
      ['Phase 3: Social Features', 'current'],
      ['Phase 4: Advanced Features', 'upcoming'],
    ]);
    for (const p of pack.roadmap) {
      expect(p.items.length).toBeGreaterThanOrEqual(3);
      expect(p.items.length).toBeLessThanOrEqual(5);
    }
  });

  it('has dated announcements and a welcoming bullet-separated ticker', () => {
    for (const a of pack.announcements) expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pack.ticker).toBe(DEFAULT_TICKER);
    expect(DEFAULT_TICKER.startsWith('Welcome to Tales of Deeds!')).toBe(true);
    expect(DEFAULT_TICKER).toContain(' • ');
  });
});
