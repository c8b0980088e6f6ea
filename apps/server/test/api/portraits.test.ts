import { randomBytes } from 'node:crypto';
import { RateLimits } from '@tod/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { resourcesTable } from '../../src/modules/resources/resources.sql.ts';
import { createTestApp, PASSWORD, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(data: Buffer) {
  const boundary = `----tod-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="icon"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let shade = 0;
/** A small PNG no other test image equals (its colour is new each time). */
async function newPicture(): Promise<Buffer> {
  shade += 1;
  // Colours far apart: the lossy re-encoding must not make two of them the same image.
  const background = { r: (shade * 53) % 256, g: (shade * 97) % 256, b: (shade * 151) % 256 };
  return sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
}

const upload = (cookie: string, data: Buffer) =>
  t.request({ method: 'PATCH', url: '/api/character/icon', cookie, ...multipart(data) });

async function uploaded(cookie: string, data: Buffer): Promise<string> {
  const res = await upload(cookie, data);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().icon as string;
}

const stored = async (name: string) =>
  (await t.app.deps.db.select({ name: resourcesTable.name }).from(resourcesTable).where(eq(resourcesTable.name, name))).length ===
  1;
const served = async (name: string) => (await t.request({ method: 'GET', url: `/api/resources/${name}` })).statusCode;

describe('replaced portraits', () => {
  it('deletes the image a new portrait replaces, and keeps the new one', async () => {
    const p = await signUpWithCharacter(t);
    const first = await uploaded(p.cookie, await newPicture());
    expect(await served(first)).toBe(200);
    const second = await uploaded(p.cookie, await newPicture());
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await served(first)).toBe(404);
    expect(await stored(second)).toBe(true);
    const [row] = await t.app.deps.db
      .select({ icon: charactersTable.icon })
      .from(charactersTable)
      .where(eq(charactersTable.id, p.character.id));
    expect(row!.icon).toBe(second);
  });

  it('keeps an image another character still shows', async () => {
    const a = await signUpWithCharacter(t);
    const b = await signUpWithCharacter(t);
    const shared = await newPicture();
    const name = await uploaded(a.cookie, shared);
    expect(await uploaded(b.cookie, shared)).toBe(name);
    await uploaded(a.cookie, await newPicture());
    expect(await stored(name)).toBe(true);
    await uploaded(b.cookie, await newPicture());
    expect(await stored(name)).toBe(false);
  });

  it('keeps the image when the same picture is uploaded again', async () => {
    const p = await signUpWithCharacter(t);
    const picture = await newPicture();
    const name = await uploaded(p.cookie, picture);
    expect(await uploaded(p.cookie, picture)).toBe(name);
    expect(await stored(name)).toBe(true);
  });

  it('drops the new image, and answers 403, when the character retires while the image is processed', async () => {
    // A trigger retires the character in the same statement that stores the new image, the last
    // moment before the upload's own transaction looks for the living character again.
    await t.database.query('CREATE TABLE test_retire_on_store (user_id uuid NOT NULL)');
    await t.database.query(`
      CREATE FUNCTION test_retire_on_store() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE armed uuid;
      BEGIN
        DELETE FROM test_retire_on_store RETURNING user_id INTO armed;
        IF armed IS NOT NULL THEN
          UPDATE characters SET dead = true, died_at = now() WHERE user_id = armed AND NOT dead;
        END IF;
        RETURN NEW;
      END $$`);
    await t.database.query(`CREATE TRIGGER test_retire_on_store AFTER INSERT ON resources
      FOR EACH ROW EXECUTE FUNCTION test_retire_on_store()`);
    const p = await signUpWithCharacter(t);
    const first = await uploaded(p.cookie, await newPicture());
    const [owner] = await t.app.deps.db
      .select({ userId: charactersTable.userId })
      .from(charactersTable)
      .where(eq(charactersTable.id, p.character.id));
    await t.database.query('INSERT INTO test_retire_on_store (user_id) VALUES ($1)', [owner!.userId]);
    const imagesBefore = await t.app.deps.db.select({ name: resourcesTable.name }).from(resourcesTable);

    const res = await upload(p.cookie, await newPicture());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'character.none', message: 'You need a living character to do that.' });
    expect(await t.database.query('SELECT * FROM test_retire_on_store')).toEqual([]);
    const imagesAfter = await t.app.deps.db.select({ name: resourcesTable.name }).from(resourcesTable);
    expect(imagesAfter.map((r) => r.name).sort()).toEqual(imagesBefore.map((r) => r.name).sort());
    const [row] = await t.app.deps.db
      .select({ icon: charactersTable.icon, dead: charactersTable.dead })
      .from(charactersTable)
      .where(eq(charactersTable.id, p.character.id));
    expect(row).toEqual({ icon: first, dead: true });
    expect(await served(first)).toBe(200);
  });

  it("deletes a deleted account's portrait", async () => {
    const p = await signUpWithCharacter(t);
    const name = await uploaded(p.cookie, await newPicture());
    const res = await t.request({ method: 'POST', url: '/api/auth/delete', cookie: p.cookie, payload: { password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(name)).toBe(false);
  });
});

describe('portrait upload limit', () => {
  const { limit, windowMs } = RateLimits.portraitsPerAccount;

  it(`takes ${limit} uploads an hour from one account, refuses the next with 429, and starts again after the hour`, async () => {
    const p = await signUpWithCharacter(t);
    let icon = '';
    for (let i = 0; i < limit; i += 1) icon = await uploaded(p.cookie, await newPicture());
    const refused = await upload(p.cookie, await newPicture());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('limits.too_many');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: the portrait is the last one taken.
    const [row] = await t.app.deps.db
      .select({ icon: charactersTable.icon })
      .from(charactersTable)
      .where(eq(charactersTable.id, p.character.id));
    expect(row!.icon).toBe(icon);

    // Another account is not held back by this one.
    const other = await signUpWithCharacter(t);
    await uploaded(other.cookie, await newPicture());

    t.clock.advance(windowMs);
    await uploaded(p.cookie, await newPicture());
  });
});
