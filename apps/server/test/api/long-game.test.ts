import type { PlayerDeed, Shop } from '@tod/contracts';
import { trivialDeedFactor } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { signUpWithCharacter } from '../kit.ts';
import { gameplayRows, useSeededWorldSuite } from './gameplay-kit.ts';

// Issue #24, "Done when": a level-70 character tried as a new user would has full-pay deeds, a
// shop worth visiting and a reason to travel, on the seeded world (content to level 100, the
// far region's cities and shops; docs/game-rules.md, docs/shops.md).
const suite = useSeededWorldSuite();
const { cityIds } = suite;
const { setCharacter } = gameplayRows(suite.app);

const LEVEL = 70;
const get = async <T>(url: string, cookie: string): Promise<T> => {
  const res = await suite.app().request({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
/** Deeds this character may do here and now at full pay: its path, its city or everywhere, not trivial. */
const fullPay = (deeds: PlayerDeed[], cityId: string) =>
  deeds.filter((d) => d.meetsAlignment && (d.cityId === null || d.cityId === cityId) && trivialDeedFactor(d.level, LEVEL) === 1);

describe.each([
  { path: 'good', axis: 1, values: { alignment: 40, good: 40 }, far: 'Dawnspire' },
  { path: 'neutral', axis: 0, values: { alignment: 0, neutral: 40 }, far: 'Farhaven' },
  { path: 'evil', axis: -1, values: { alignment: -40, evil: 40 }, far: 'Cinderhold' },
] as const)('a level-70 $path character', ({ axis, values, far }) => {
  it('has full-pay deeds, more of them after a journey to the far region, and a shop there worth visiting', async () => {
    const p = await signUpWithCharacter(suite.app());
    await setCharacter(p.character.id, { level: LEVEL, gold: 50_000, cityId: cityIds.Hearthmere, ...values });

    const home = fullPay(await get<PlayerDeed[]>('/api/deeds', p.cookie), cityIds.Hearthmere!);
    expect(home.filter((d) => d.alignment === axis).length, 'full-pay deeds of its path at home').toBeGreaterThan(0);

    // The journey's reward: deeds of its path at full pay that only the far city offers.
    await setCharacter(p.character.id, { cityId: cityIds[far] });
    const there = fullPay(await get<PlayerDeed[]>('/api/deeds', p.cookie), cityIds[far]!);
    const local = there.filter((d) => d.cityId === cityIds[far] && d.alignment === axis);
    expect(local.length, `full-pay deeds of its path only ${far} offers`).toBeGreaterThan(0);
    expect(there.length).toBeGreaterThan(home.length);

    // The shop there sells it something made for its level band: an item of level 50 or more it
    // may buy, whose bonus helps its path, one of its full-pay deeds' skills, or its risk of jail.
    const shop = await get<Shop>(`/api/cities/${cityIds[far]}/shop`, p.cookie);
    const skills = new Set(there.flatMap((d) => (d.skill ? [d.skill.name] : [])));
    const pathName = { 1: 'good', 0: 'neutral', [-1]: 'evil' }[axis];
    const worth = shop.items.filter(
      (i) =>
        i.refusal === null &&
        i.level >= 50 &&
        ((i.bonus.kind === 'deeds' && i.bonus.alignment === pathName) ||
          (i.bonus.kind === 'skill' && skills.has(i.bonus.skill)) ||
          (i.bonus.kind === 'jail' && there.some((d) => d.sentenceMs > 0))),
    );
    expect(
      worth.map((i) => i.name),
      `${shop.building} in ${far}`,
    ).not.toEqual([]);
    // Every price is on the shelf before it is bought.
    for (const i of shop.items) expect(i.price).toBeGreaterThan(0);
  });
});
