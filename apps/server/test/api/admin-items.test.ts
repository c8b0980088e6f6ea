import { type AdminItem, Role } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { auditCount, expectInvalid, signUpWithRole } from './admin-kit.ts';

// Manage Items (docs/shops.md, "For staff"): staff tune an item's description, level, uses,
// base price and black-market flag; shelves price it from then on; the edit is audited and
// marks the row as staff's, so a content upgrade leaves it alone.

let t: TestApp;
let staff: string;
let items: AdminItem[];
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signUpWithRole(t, Role.staff)).cookie;
  items = (await t.request({ method: 'GET', url: '/api/admin/items', cookie: staff })).json() as AdminItem[];
});
afterAll(() => t.close());

const put = (id: string, payload: unknown, cookie = staff) =>
  t.request({ method: 'PUT', url: `/api/admin/items/${id}`, cookie, payload: payload as object });
const inputOf = (i: AdminItem) => ({
  description: i.description,
  level: i.level,
  uses: i.uses,
  price: i.price,
  blackMarket: i.blackMarket,
});

describe('Manage Items', () => {
  it('lists every item with its base price, where it is sold and at what price, none edited yet', () => {
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((i) => !i.edited)).toBe(true);
    expect(items.some((i) => i.soldIn.length > 0)).toBe(true);
  });

  it('a new base price is the price on the shelf; audited with before and after; the row is marked edited', async () => {
    const item = items.find((i) => i.soldIn.length > 0 && !i.blackMarket && i.level === 1)!;
    const res = await put(item.id, { ...inputOf(item), price: item.price * 2, description: '  Sharper now.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminItem;
    expect(saved).toMatchObject({ price: item.price * 2, description: 'Sharper now.', edited: true });
    const [entry] = await t.database.query<{ action: string; before: { price: number }; after: { price: number } }>(
      'SELECT action, before, after FROM audit_entries ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toMatchObject({ action: 'items.updated', before: { price: item.price }, after: { price: item.price * 2 } });

    const player = await signUpWithCharacter(t);
    const cities = (await t.request({ method: 'GET', url: '/api/cities' })).json() as { id: string; name: string }[];
    const sold = saved.soldIn[0]!;
    const city = cities.find((c) => c.name === sold.city)!;
    const shop = await t.request({ method: 'GET', url: `/api/cities/${city.id}/shop`, cookie: player.cookie });
    expect(shop.statusCode, shop.body).toBe(200);
    const shelf = JSON.stringify(shop.json());
    expect(shelf).toContain(`"price":${sold.price}`);
    expect(sold.price).toBeGreaterThan(item.soldIn.find((s) => s.city === sold.city)!.price);
  });

  it.each([
    ['a price of 0', { price: 0 }, 'Price must be a whole number from 1 to 1000000.'],
    ['a level of 101', { level: 101 }, 'Level must be a whole number from 1 to 100.'],
    ['no uses', { uses: 0 }, 'Uses must be a whole number from 1 to 10000.'],
    ['a long description', { description: 'x'.repeat(301) }, 'Description must be at most 300 characters.'],
  ])('refuses %s with a clear message, changing nothing', async (_what, change, message) => {
    const item = items[0]!;
    const before = await auditCount(t);
    expectInvalid(await put(item.id, { ...inputOf(item), ...change }), message);
    expect(await auditCount(t)).toBe(before);
  });

  it('answers 404 for an unknown item and 403 for a moderator', async () => {
    const unknown = await put('00000000-0000-4000-8000-000000000000', inputOf(items[0]!));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('items.not_found');
    const moderator = (await signUpWithRole(t, Role.moderator)).cookie;
    expect((await put(items[0]!.id, inputOf(items[0]!), moderator)).statusCode).toBe(403);
  });
});
