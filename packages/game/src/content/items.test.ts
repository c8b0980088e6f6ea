import { describe, expect, it } from 'vitest';
import { GameConstants } from '../constants.ts';
import { CONTENT_CITIES } from './cities.ts';
import { CONTENT_ITEMS, CONTENT_SHOPS } from './items.ts';
import { CONTENT_SKILLS } from './skills.ts';

const city = (name: string) => CONTENT_CITIES.find((c) => c.name === name);

describe('content equipment', () => {
  it('fills all three slots with items of small shown bonuses that wear out', () => {
    for (const slot of GameConstants.items.slots)
      expect(
        CONTENT_ITEMS.some((i) => i.slot === slot),
        slot,
      ).toBe(true);
    for (const i of CONTENT_ITEMS) {
      expect(i.uses, i.name).toBeGreaterThan(0);
      expect(i.price, i.name).toBeGreaterThan(0);
      if (i.bonus.kind === 'jail') expect(i.bonus.cut).toBeLessThanOrEqual(GameConstants.items.maxJailCut);
      else expect(i.bonus.chance).toBeLessThanOrEqual(0.05);
      if (i.bonus.kind === 'skill') expect(CONTENT_SKILLS.map((s) => s.name)).toContain(i.bonus.skill);
    }
    expect(new Set(CONTENT_ITEMS.map((i) => i.name)).size).toBe(CONTENT_ITEMS.length);
  });

  it("sells from a city's own shop, blacksmith or market, its own stock", () => {
    for (const shop of CONTENT_SHOPS) {
      const building = city(shop.city)?.buildings.find((b) => b.name === shop.building);
      expect(['shop', 'blacksmith', 'market'], shop.city).toContain(building?.type);
      for (const name of shop.stock)
        expect(
          CONTENT_ITEMS.map((i) => i.name),
          shop.city,
        ).toContain(name);
    }
    expect(new Set(CONTENT_SHOPS.map((s) => s.stock.join())).size).toBe(CONTENT_SHOPS.length);
  });

  it('keeps black-market stock to evil cities, and gives every evil home city with a market one', () => {
    const black = new Set(CONTENT_ITEMS.filter((i) => i.blackMarket).map((i) => i.name));
    for (const shop of CONTENT_SHOPS) {
      const alignment = city(shop.city)?.alignment ?? 0;
      if (shop.stock.some((n) => black.has(n)))
        expect(alignment, shop.city).toBeLessThanOrEqual(GameConstants.items.blackMarketMaxCityAlignment);
    }
    for (const name of ['Ravenhollow', 'Cinderhold']) {
      expect(
        CONTENT_SHOPS.find((s) => s.city === name)?.stock.some((n) => black.has(n)),
        name,
      ).toBe(true);
    }
  });
});
