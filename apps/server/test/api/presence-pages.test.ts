import { PresenceLimits } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { bareCharacters } from './contacts-kit.ts';

// The active list stays one page on the wire however many are online (docs/product-rules.md,
// "Chat and presence"). The re-check is slower than any test: a re-read comes from a change.
const RECHECK_MS = 60_000;
let t: TestApp;
let watcher: Awaited<ReturnType<typeof signUpWithCharacter>>;
let everyone: string[];
const PAGE = PresenceLimits.pageSize;

type Page = { hash: string; count: number; page: number; characters: Array<{ id: string; username: string; level: number }> };

async function get(url: string, cookie = watcher.cookie) {
  return t.request({ method: 'GET', url, cookie });
}
async function page(n?: number): Promise<Page> {
  const res = await get(n === undefined ? '/api/character/active' : `/api/character/active?page=${n}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ realtime: { presence: { holdMs: 20_000, recheckMs: RECHECK_MS } } });
  const bare = await bareCharacters(t, PAGE + 12);
  // Creating a character announces presence: the hub re-reads and finds the bare ones too.
  watcher = await signUpWithCharacter(t);
  everyone = [...bare, watcher.character.id];
});
afterAll(() => t.close());

describe('GET /api/character/active pages', () => {
  it(`lists at most ${PAGE} a page with the count of everyone; the next page holds the rest; past the last lists nobody`, async () => {
    const first = await page();
    expect(first.count).toBe(everyone.length);
    expect(first.page).toBe(1);
    expect(first.characters).toHaveLength(PAGE);
    expect(await page(1)).toEqual(first);
    const second = await page(2);
    expect(second).toMatchObject({ count: everyone.length, page: 2 });
    expect(second.characters).toHaveLength(everyone.length - PAGE);
    const listed = [...first.characters, ...second.characters].map((c) => c.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...everyone].sort());
    expect(await page(3)).toMatchObject({ count: everyone.length, page: 3, characters: [] });
  });

  it('gives every page the hash of the count and the first page: a newcomer changes it', async () => {
    const before = await page();
    expect((await page(2)).hash).toBe(before.hash);
    const newcomer = await signUpWithCharacter(t);
    everyone.push(newcomer.character.id);
    const after = await page();
    expect(after.count).toBe(before.count + 1);
    expect(after.hash).not.toBe(before.hash);
  });

  it('keeps the hash when only someone past the first page changes (no poll wakes for what the sidebar does not show)', async () => {
    const before = await page();
    const later = (await page(2)).characters[0]!;
    await t.database.query('UPDATE characters SET level = level + 4 WHERE id = $1', [later.id]);
    t.clock.advance(RECHECK_MS + 1);
    const after = await page();
    expect(after.hash).toBe(before.hash);
    expect((await page(2)).characters.find((c) => c.id === later.id)?.level).toBe(later.level + 4);
  });

  it('long-polls the first page: a changed set answers the count and one page, not everyone', async () => {
    const { hash } = await page();
    const res = await t.request({
      method: 'POST',
      url: '/api/character/active',
      cookie: watcher.cookie,
      payload: { hash: `${hash}x` },
    });
    expect(res.statusCode).toBe(200);
    const body: Page = res.json();
    expect(body).toEqual(await page());
    expect(body.characters).toHaveLength(PAGE);
  });

  it.each([
    ['0', 'page must be at least 1.'],
    ['abc', 'page must be a number.'],
    ['1.5', 'page must be a whole number.'],
    [String(PresenceLimits.maxPage + 1), `page must be at most ${PresenceLimits.maxPage}.`],
  ])('refuses page=%s with 400 and a clear message', async (value, message) => {
    const { cookie } = await signUp(t);
    const res = await get(`/api/character/active?page=${value}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
