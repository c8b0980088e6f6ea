import { describe, expect, it } from 'vitest';
import { deedSuccessChance } from './deed-odds.ts';
import {
  type ItemDefinition,
  type ItemShop,
  buyRefusal,
  isBroken,
  itemApplies,
  itemBonusText,
  itemJailFactor,
  itemPrice,
  itemSuccessBonus,
  repairPrice,
  wearItem,
} from './items.ts';

const pick: ItemDefinition = {
  name: 'Pick',
  description: 'A pick.',
  slot: 'tool',
  level: 5,
  uses: 50,
  price: 100,
  bonus: { kind: 'skill', skill: 'Lockpicking', chance: 0.03 },
};
const cleaver: ItemDefinition = {
  ...pick,
  name: 'Cleaver',
  slot: 'weapon',
  bonus: { kind: 'deeds', alignment: 'evil', chance: 0.07 },
  blackMarket: true,
};
const charm: ItemDefinition = { ...pick, name: 'Charm', slot: 'charm', bonus: { kind: 'jail', cut: 0.2 } };
const shop: ItemShop = { city: 'Here', cityAlignment: -30, priceFactor: 1.25, stock: ['Pick', 'Cleaver'] };

describe('itemPrice and repairPrice', () => {
  it('multiply the base price by the shop, at least 1', () => {
    expect(itemPrice(pick, shop)).toBe(125);
    expect(itemPrice({ price: 0 }, shop)).toBe(1);
  });

  it.each([
    [50, 0],
    [49, 2],
    [25, 38],
    [0, 75],
  ])('repairing %d uses left costs %d', (usesLeft, price) => {
    expect(repairPrice({ item: pick, usesLeft }, shop)).toBe(price);
  });
});

describe('buyRefusal', () => {
  it.each([
    ['sold, level reached', pick, shop, { level: 5, alignment: 0 }, null],
    ['one level short', pick, shop, { level: 4, alignment: 0 }, 'level'],
    ['not in stock', charm, shop, { level: 50, alignment: 0 }, 'not_sold'],
    ['black market, evil buyer, evil city', cleaver, shop, { level: 5, alignment: -1 }, null],
    ['black market, neutral buyer', cleaver, shop, { level: 5, alignment: 0 }, 'alignment'],
    ['black market in a city above -20', cleaver, { ...shop, cityAlignment: -19 }, { level: 5, alignment: -9 }, 'not_sold'],
    ['black market at exactly -20', cleaver, { ...shop, cityAlignment: -20 }, { level: 5, alignment: -9 }, null],
  ] as const)('%s', (_name, item, where, character, refusal) => {
    expect(buyRefusal(item, where, character)).toBe(refusal);
  });
});

describe('bonuses', () => {
  it('add a skill or a path bonus for a matching deed, capped at 0.08, and nothing once broken', () => {
    const worn = [
      { item: pick, usesLeft: 3 },
      { item: cleaver, usesLeft: 3 },
    ];
    expect(itemSuccessBonus(worn, { skill: 'Lockpicking', alignment: 1 })).toBe(0.03);
    expect(itemSuccessBonus(worn, { skill: 'Stealth', alignment: -1 })).toBe(0.07);
    expect(itemSuccessBonus(worn, { skill: 'Lockpicking', alignment: -1 })).toBe(0.08);
    expect(itemSuccessBonus([{ item: pick, usesLeft: 0 }], { skill: 'Lockpicking', alignment: 1 })).toBe(0);
  });

  it('raise the success chance through deedSuccessChance, still within its bounds', () => {
    const base = { deedLevel: 5, deedAlignment: 1, characterLevel: 5, skillLevel: 1, requiredSkillLevel: 1, cityAlignment: 0 };
    expect(deedSuccessChance({ ...base, itemBonus: 0.03 })).toBe(0.53);
    expect(deedSuccessChance({ ...base, characterLevel: 20, itemBonus: 0.08 })).toBe(0.95);
  });

  it('cut jail time by at most 0.3', () => {
    expect(itemJailFactor([{ item: charm, usesLeft: 1 }])).toBe(0.8);
    expect(
      itemJailFactor([
        { item: charm, usesLeft: 1 },
        { item: charm, usesLeft: 1 },
      ]),
    ).toBe(0.7);
    expect(itemJailFactor([{ item: charm, usesLeft: 0 }])).toBe(1);
  });

  it('apply (and so wear) only where they help', () => {
    expect(itemApplies(pick, { skill: 'Lockpicking', alignment: 0, risky: false })).toBe(true);
    expect(itemApplies(pick, { skill: 'Stealth', alignment: 0, risky: true })).toBe(false);
    expect(itemApplies(cleaver, { skill: null, alignment: -1, risky: false })).toBe(true);
    expect(itemApplies(charm, { skill: null, alignment: 1, risky: true })).toBe(true);
    expect(itemApplies(charm, { skill: null, alignment: 1, risky: false })).toBe(false);
  });
});

describe('wear', () => {
  it('takes a use per use and breaks the item at 0', () => {
    const once = wearItem({ item: pick, usesLeft: 1 });
    expect(once.usesLeft).toBe(0);
    expect(isBroken(once)).toBe(true);
    expect(wearItem(once).usesLeft).toBe(0);
    expect(isBroken({ item: pick, usesLeft: 1 })).toBe(false);
  });
});

describe('itemBonusText', () => {
  it.each([
    [{ kind: 'skill', skill: 'Lockpicking', chance: 0.02 }, '+2% success on Lockpicking deeds'],
    [{ kind: 'deeds', alignment: 'neutral', chance: 0.035 }, '+3.5% success on neutral deeds'],
    [{ kind: 'jail', cut: 0.1 }, '10% less jail time'],
  ] as const)('%j → %s', (bonus, text) => {
    expect(itemBonusText(bonus)).toBe(text);
  });
});
