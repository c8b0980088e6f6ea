import { JournalEntryType, SLOT_ERROR } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldLedgerTable } from '../../src/modules/economy/index.ts';
import { characterItemsTable, itemsTable } from '../../src/modules/equipment/index.ts';
import { journalEntriesTable } from '../../src/modules/journal/index.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows, replayedDraws } from './gameplay-kit.ts';

let t: TestApp;
const draws = replayedDraws();
const rows = gameplayRows(() => t);
const { character, setCharacter } = rows;
const city: Record<string, string> = {};
const item: Record<string, string> = {};
const UNKNOWN = '0b7c1d6f-9e10-4f0b-9a43-2b7c1d6f9e10';

const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });
const post = (url: string, cookie: string, payload?: object) =>
  t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const player = (where: string, values: CharacterValues = {}) => rows.player(city[where]!, values);
const owned = async (characterId: string) =>
  t.app.deps.db.select().from(characterItemsTable).where(eq(characterItemsTable.characterId, characterId));
const ledger = async (characterId: string) =>
  (await t.app.deps.db.select().from(goldLedgerTable).where(eq(goldLedgerTable.characterId, characterId))).filter(
    (l) => l.kind === 'shop' || l.kind === 'repair',
  );
const entries = async (characterId: string) =>
  t.app.deps.db.select().from(journalEntriesTable).where(eq(journalEntriesTable.characterId, characterId));

beforeAll(async () => {
  t = await createTestApp({ rng: draws.rng });
  const { cookie } = await signUpWithCharacter(t);
  for (const c of (await get('/api/cities', cookie)).json() as { id: string; name: string }[]) city[c.name] = c.id;
  for (const i of await t.app.deps.db.select().from(itemsTable)) item[i.name] = i.id;
});
afterAll(() => t.close());

describe('GET /cities/:id/shop', () => {
  it("lists the city's own stock at its own prices, with the refusals in words", async () => {
    const p = await player('Hearthmere', { level: 5, gold: 100 });
    const res = await get(`/api/cities/${city.Hearthmere}/shop`, p.cookie);
    expect(res.statusCode).toBe(200);
    const shop = res.json();
    expect(shop).toMatchObject({ building: 'Crossroads Market', priceFactor: 1, here: true, gold: 100 });
    expect(shop.items.find((i: { name: string }) => i.name === 'Bent Lockpick')).toMatchObject({
      price: 60,
      refusal: null,
      bonusText: '+2% success on Lockpicking deeds',
      slot: 'tool',
    });
    expect(shop.items.find((i: { name: string }) => i.name === 'Riding Spurs')).toMatchObject({
      refusal: 'You must be level 10 to buy Riding Spurs.',
    });
    const silverbrook = (await get(`/api/cities/${city.Silverbrook}/shop`, p.cookie)).json();
    expect(silverbrook).toMatchObject({ here: false, priceFactor: 1.1 });
  });

  it('shows the black market to evil characters only', async () => {
    const good = await player('Ravenhollow', { level: 20, alignment: 5, good: 5 });
    const evil = await player('Ravenhollow', { level: 20, alignment: -5, evil: 5 });
    const names = async (cookie: string) =>
      ((await get(`/api/cities/${city.Ravenhollow}/shop`, cookie)).json().items as { name: string }[]).map((i) => i.name);
    expect(await names(good.cookie)).toEqual(['Bent Lockpick']);
    expect(await names(evil.cookie)).toEqual(expect.arrayContaining(['Bent Lockpick', 'Quiet Knife', 'Raven Feather Charm']));
  });

  it('answers 404 for a city without a shop and for no city', async () => {
    const p = await player('Hearthmere');
    expect((await get(`/api/cities/${city.Whisperwood}/shop`, p.cookie)).json()).toMatchObject({
      code: 'shops.no_shop',
      message: 'This city has no shop.',
    });
    expect((await get(`/api/cities/${UNKNOWN}/shop`, p.cookie)).statusCode).toBe(404);
  });
});

describe('POST /shop/buy', () => {
  it('takes the price, wears the item in its empty slot, records it; a second one is carried', async () => {
    const p = await player('Hearthmere', { gold: 130 });
    const res = await post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'], maxPrice: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You bought Bent Lockpick for 60 gold and equipped it as your tool.',
      paid: 60,
      character: { gold: 70 },
      equipment: { gold: 70, items: [{ slot: 'tool', usesLeft: 60, repairPrice: 0, item: { name: 'Bent Lockpick' } }] },
    });
    const again = await post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'] });
    expect(again.json()).toMatchObject({ message: 'You bought Bent Lockpick for 60 gold.', character: { gold: 10 } });
    expect((await owned(p.character.id)).map((o) => o.slot ?? 'carried').sort()).toEqual(['carried', 'tool']);
    expect((await entries(p.character.id)).filter((e) => e.type === JournalEntryType.itemBought)).toHaveLength(2);
    expect((await ledger(p.character.id)).map((l) => [l.kind, l.delta, l.balanceAfter, l.ref])).toEqual([
      ['shop', -60, 70, 'Bent Lockpick'],
      ['shop', -60, 10, 'Bent Lockpick'],
    ]);
  });

  it.each([
    ['an unknown item', () => ({ item: UNKNOWN }), 404, 'shops.item_not_found', 'No such item.'],
    [
      'an item of another city',
      () => ({ item: item["Herbalist's Sickle"] }),
      409,
      'shops.not_sold_here',
      "Crossroads Market in Hearthmere does not sell Herbalist's Sickle.",
    ],
    [
      'an item above the level',
      () => ({ item: item['Riding Spurs'] }),
      403,
      'shops.level_too_low',
      'You must be level 10 to buy Riding Spurs.',
    ],
    [
      'without the gold',
      () => ({ item: item["Pilgrim's Medal"] }),
      409,
      'shops.not_enough_gold',
      "You need 80 gold to buy Pilgrim's Medal; you have 59.",
    ],
    [
      'a price above the one agreed',
      () => ({ item: item['Bent Lockpick'], maxPrice: 59 }),
      409,
      'shops.price_changed',
      'Bent Lockpick now costs 60 gold, not 59. Nothing was paid.',
    ],
    ['no item', () => ({}), 400, 'request.invalid', 'Choose an item to buy.'],
  ] as const)('refuses %s with a clear error and changes nothing', async (_name, body, status, code, message) => {
    const p = await player('Hearthmere', { gold: 59 });
    const res = await post('/api/shop/buy', p.cookie, body());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message });
    expect((await character(p.character.id)).gold).toBe(59);
    expect(await owned(p.character.id)).toEqual([]);
    expect(await ledger(p.character.id)).toEqual([]);
  });

  it('refuses black-market stock to a good character, and anything in jail', async () => {
    const good = await player('Ravenhollow', { level: 20, alignment: 5, good: 5, gold: 1000 });
    expect((await post('/api/shop/buy', good.cookie, { item: item['Quiet Knife'] })).json()).toMatchObject({
      code: 'shops.evil_only',
      message: 'Only evil characters may buy Quiet Knife at the black market.',
    });
    const jailed = await player('Hearthmere', { gold: 100, jailedUntil: new Date(t.clock.now().getTime() + 60_000) });
    expect((await post('/api/shop/buy', jailed.cookie, { item: item['Bent Lockpick'] })).json()).toMatchObject({
      code: 'shops.in_jail',
      message: 'You cannot shop while in jail.',
    });
    expect((await character(good.character.id)).gold).toBe(1000);
    expect((await character(jailed.character.id)).gold).toBe(100);
  });

  it('sells once when 50 purchases race for the last gold', async () => {
    const p = await player('Hearthmere', { gold: 60 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 409, 429].includes(r.statusCode))).toBe(true);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'shops.not_enough_gold' });
    expect((await character(p.character.id)).gold).toBe(0);
    expect(await owned(p.character.id)).toHaveLength(1);
    expect(await ledger(p.character.id)).toHaveLength(1);
  });
});

describe('equip and unequip', () => {
  it('swaps the worn item, takes one off, and refuses what is not there', async () => {
    const p = await player('Hearthmere', { gold: 120 });
    await post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'] });
    const second = (await post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'] })).json();
    const carried = second.equipment.items.find((i: { slot: string | null }) => i.slot === null);
    const equipped = await post('/api/character/equipment/equip', p.cookie, { owned: carried.id });
    expect(equipped.json()).toMatchObject({ message: 'You equipped Bent Lockpick as your tool.', paid: 0 });
    expect((await owned(p.character.id)).find((o) => o.id === carried.id)?.slot).toBe('tool');
    expect((await owned(p.character.id)).filter((o) => o.slot === 'tool')).toHaveLength(1);

    const off = await post('/api/character/equipment/unequip', p.cookie, { slot: 'tool' });
    expect(off.json()).toMatchObject({ message: 'You took off Bent Lockpick.' });
    expect((await post('/api/character/equipment/unequip', p.cookie, { slot: 'tool' })).json()).toMatchObject({
      code: 'equipment.slot_empty',
      message: 'Nothing is equipped as your tool.',
    });
    const hat = await post('/api/character/equipment/unequip', p.cookie, { slot: 'hat' });
    expect(hat.statusCode).toBe(400);
    expect(hat.json()).toMatchObject({ message: SLOT_ERROR });
    expect((await owned(p.character.id)).every((o) => o.slot === null)).toBe(true);
  });

  it("refuses another player's item", async () => {
    const a = await player('Hearthmere', { gold: 60 });
    const b = await player('Hearthmere');
    const bought = (await post('/api/shop/buy', a.cookie, { item: item['Bent Lockpick'] })).json();
    const res = await post('/api/character/equipment/equip', b.cookie, { owned: bought.equipment.items[0].id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'equipment.not_found', message: 'You do not own that item.' });
  });
});

describe('equipment in deeds', () => {
  it('shows the bonus on the deed, wears the item per attempt, breaks it and records both', async () => {
    const deedId = await rows.insertDeed({
      name: 'Test: Pick the Shop Lock',
      level: 1,
      skills: { Lockpicking: 1 },
      rewardGold: 10,
      rewardExperience: 10,
    });
    const p = await player('Hearthmere', { gold: 60 });
    const before = ((await get('/api/deeds', p.cookie)).json() as { id: string; successChance: number }[]).find(
      (d) => d.id === deedId,
    )!;
    await post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'] });
    const deed = ((await get('/api/deeds', p.cookie)).json() as Record<string, unknown>[]).find((d) => d.id === deedId)!;
    expect(deed.equipment).toEqual({ successBonus: 0.02, jailFactor: 1, items: [{ name: 'Bent Lockpick', usesLeft: 60 }] });
    expect(deed.successChance).toBeCloseTo(Math.min(0.95, before.successChance + 0.02), 6);

    draws.use(0);
    expect((await post(`/api/deeds/${deedId}/complete`, p.cookie)).statusCode).toBe(200);
    expect((await owned(p.character.id))[0]?.usesLeft).toBe(59);

    const [row] = await owned(p.character.id);
    await t.app.deps.db.update(characterItemsTable).set({ usesLeft: 1 }).where(eq(characterItemsTable.id, row!.id));
    await setCharacter(p.character.id, { deedCooldownEndsAt: null });
    draws.use(0);
    expect((await post(`/api/deeds/${deedId}/complete`, p.cookie)).statusCode).toBe(200);
    expect((await owned(p.character.id))[0]?.usesLeft).toBe(0);
    const log = await entries(p.character.id);
    expect(log.filter((e) => e.type === JournalEntryType.itemBroke)).toHaveLength(1);
    expect(JSON.stringify(log.filter((e) => e.type === JournalEntryType.deedDone).map((e) => e.parts))).toContain(
      'Bent Lockpick: 0 uses left.',
    );

    const broken = ((await get('/api/deeds', p.cookie)).json() as Record<string, unknown>[]).find((d) => d.id === deedId)!;
    expect(broken.equipment).toEqual({ successBonus: 0, jailFactor: 1, items: [] });

    const equipment = (await get('/api/character/equipment', p.cookie)).json();
    expect(equipment.items[0]).toMatchObject({ broken: true, usesLeft: 0, repairPrice: 36 });
  });
});

describe('POST /shop/repair', () => {
  it('restores every use at the price shown; refuses without the gold and with nothing to repair', async () => {
    const p = await player('Hearthmere', { gold: 60 });
    const bought = (await post('/api/shop/buy', p.cookie, { item: item['Bent Lockpick'] })).json();
    const ownedId = bought.equipment.items[0].id as string;
    expect((await post('/api/shop/repair', p.cookie, { owned: ownedId })).json()).toMatchObject({
      code: 'shops.nothing_to_repair',
      message: 'Bent Lockpick has every use left: nothing to repair.',
    });
    await t.app.deps.db.update(characterItemsTable).set({ usesLeft: 30 }).where(eq(characterItemsTable.id, ownedId));
    const price = (await get('/api/character/equipment', p.cookie)).json().items[0].repairPrice as number;
    expect(price).toBe(18);
    expect((await post('/api/shop/repair', p.cookie, { owned: ownedId })).json()).toMatchObject({
      code: 'shops.not_enough_gold',
      message: 'You need 18 gold to repair Bent Lockpick; you have 0.',
    });
    await setCharacter(p.character.id, { gold: 20 });
    const res = await post('/api/shop/repair', p.cookie, { owned: ownedId, maxPrice: price });
    expect(res.json()).toMatchObject({
      message: 'You had Bent Lockpick repaired for 18 gold.',
      paid: 18,
      character: { gold: 2 },
    });
    expect((await owned(p.character.id))[0]?.usesLeft).toBe(60);
    expect((await ledger(p.character.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['shop', -60],
      ['repair', -18],
    ]);
    expect((await post('/api/shop/repair', p.cookie, { owned: UNKNOWN })).json()).toMatchObject({
      code: 'equipment.not_found',
    });
  });
});
