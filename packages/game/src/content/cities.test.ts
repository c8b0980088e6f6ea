import { describe, expect, it } from 'vitest';
import { CONTENT_CITIES, CONTENT_PATHS } from './cities.ts';
import { CONTENT_DEEDS } from './index.ts';
import { V1_CITY_ALIGNMENTS } from './v1.ts';

const city = (name: string) => CONTENT_CITIES.find((c) => c.name === name);
const start = CONTENT_CITIES[0];
const squaresFromStart = (name: string) =>
  Math.abs((city(name)?.x ?? 0) - (start?.x ?? 0)) + Math.abs((city(name)?.y ?? 0) - (start?.y ?? 0));

describe('cities of the three paths', () => {
  it('keep the names (and order) of the first pack, so existing worlds match them by name', () => {
    expect(CONTENT_CITIES.slice(0, V1_CITY_ALIGNMENTS.size).map((c) => c.name)).toEqual([...V1_CITY_ALIGNMENTS.keys()]);
  });

  it('add the far region after them: one home city per path, beyond every first-pack city', () => {
    const far = CONTENT_CITIES.slice(V1_CITY_ALIGNMENTS.size);
    expect(far.map((c) => c.name)).toEqual(['Dawnspire', 'Farhaven', 'Cinderhold']);
    const nearest = Math.max(...CONTENT_CITIES.slice(0, V1_CITY_ALIGNMENTS.size).map((c) => c.x));
    for (const c of far) expect(c.x).toBeGreaterThan(nearest + 2);
    expect(far.map((c) => c.name)).toEqual(Object.values(CONTENT_PATHS).map((homes) => homes[3]));
  });

  it.each([
    ['good', (a: number) => a >= 20],
    ['neutral', (a: number) => Math.abs(a) <= 9],
    ['evil', (a: number) => a <= -20],
  ] as const)('give the %s path exactly its four home cities', (path, inBand) => {
    const homes = CONTENT_CITIES.filter((c) => inBand(c.alignment)).map((c) => c.name);
    expect(homes.sort()).toEqual([...CONTENT_PATHS[path]].sort());
  });

  it.each([
    // edge of each band: the nearest home city to the line
    ['Emberpeak', 24],
    ['Hearthmere', 5],
    ['Saltmarsh Harbour', -24],
  ])('sets %s to %d', (name, alignment) => {
    expect(city(name)?.alignment).toBe(alignment);
  });

  it.each(Object.entries(CONTENT_PATHS))('lead the %s path away from Hearthmere, city after city', (_path, homes) => {
    const squares = homes.map(squaresFromStart);
    for (let i = 1; i < squares.length; i += 1) expect(squares[i]).toBeGreaterThan(squares[i - 1] ?? 0);
  });

  it.each([
    ['good', 1],
    ['neutral', 0],
    ['evil', -1],
  ] as const)('hold higher %s deeds in each farther home city', (path, alignment) => {
    const levels = CONTENT_PATHS[path].map((name) =>
      CONTENT_DEEDS.filter((d) => d.city === name && d.alignment === alignment).map((d) => d.level),
    );
    for (let i = 1; i < levels.length; i += 1) {
      expect(Math.min(...(levels[i] ?? []))).toBeGreaterThan(Math.max(...(levels[i - 1] ?? [])));
    }
    expect(Math.max(...(levels[2] ?? []))).toBe(60);
    expect(Math.min(...(levels[3] ?? []))).toBe(63);
    expect(Math.max(...(levels[3] ?? []))).toBe(99);
  });
});
