import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { ICON_MAX_BYTES } from '@tod/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesTable } from '../../src/modules/resources/resources.sql.ts';
import { iconOf } from '../kit/portraits.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Part {
  field: string;
  data: Buffer | string;
  /** Present for a file part; a part without it is a plain form field. */
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, so the test controls every byte the server sees. */
function multipart(parts: Part[]) {
  const boundary = `----tod-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.type) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (cookie: string | undefined, data: Buffer | string, filename = 'portrait.png', type = 'image/png') =>
  t.request({ method: 'PATCH', url: '/api/character/icon', cookie, ...multipart([{ field: 'icon', data, filename, type }]) });

/** A picture with distinct halves, so a crop that kept the wrong part would show in the colours. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c03030' } }).composite([
    {
      input: { create: { width, height: Math.floor(height / 2), channels: 3, background: '#3050c0' } },
      top: Math.ceil(height / 2),
      left: 0,
    },
  ]);

const NOT_AN_IMAGE = 'The portrait must be a PNG, JPEG, WebP or GIF image.';
const DAMAGED = 'The portrait could not be read: the image is damaged or incomplete.';
const TOO_MANY_PIXELS = 'The portrait is too large: at most 40 megapixels.';

/** A PNG whose header declares width x height while its pixel data stays a few bytes. */
async function decompressionBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8) then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC over type+data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('PATCH /api/character/icon', () => {
  it.each([
    ['PNG', () => picture(600, 900).png().toBuffer(), 'me.png', 'image/png'],
    ['JPEG', () => picture(400, 600).jpeg().toBuffer(), 'me.jpg', 'image/jpeg'],
    ['GIF', () => picture(200, 300).gif().toBuffer(), 'me.gif', 'image/gif'],
    ['WebP', () => picture(500, 750).webp().toBuffer(), 'me.webp', 'image/webp'],
    // The declared type and name are ignored: the bytes decide.
    ['JPEG named .txt as text/plain', () => picture(400, 600).jpeg().toBuffer(), 'notes.txt', 'text/plain'],
  ])('accepts a %s and stores it as a 300x450 WebP', async (_label, make, filename, type) => {
    const { cookie, character } = await signUpWithCharacter(t);
    const res = await upload(cookie, await make(), filename, type);
    expect(res.statusCode).toBe(200);
    const { icon } = res.json();
    expect(icon).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await iconOf(t, character.id)).toBe(icon);
    expect((await t.request({ method: 'GET', url: '/api/character/', cookie })).json().icon).toBe(icon);

    const served = await t.request({ method: 'GET', url: `/api/resources/${icon}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 450 });
  });

  it('crops a picture of another shape to 2:3 around its centre', async () => {
    const { cookie } = await signUpWithCharacter(t);
    // Wide: red top half, blue bottom half; a centre crop keeps both halves, top red.
    const res = await upload(cookie, await picture(1200, 600).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: `/api/resources/${res.json().icon}` });
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 300, height: 450 });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [rTop, , bTop] = pixel(150, 50);
    const [rBottom, , bBottom] = pixel(150, 400);
    expect(rTop!).toBeGreaterThan(bTop!);
    expect(bBottom!).toBeGreaterThan(rBottom!);
  });

  it('strips metadata such as EXIF', async () => {
    const { cookie } = await signUpWithCharacter(t);
    const jpeg = await picture(400, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(cookie, jpeg, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: `/api/resources/${res.json().icon}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('gives the same upload the same name and stores it once', async () => {
    const first = await signUpWithCharacter(t);
    const second = await signUpWithCharacter(t);
    const png = await picture(300, 450).png().toBuffer();
    const a = await upload(first.cookie, png);
    const b = await upload(second.cookie, png);
    const again = await upload(first.cookie, png);
    expect(a.statusCode).toBe(200);
    expect(b.json().icon).toBe(a.json().icon);
    expect(again.json().icon).toBe(a.json().icon);
    const [row] = await t.app.deps.db.select({ n: count() }).from(resourcesTable).where(eq(resourcesTable.name, a.json().icon));
    expect(row!.n).toBe(1);
  });

  it('stores one copy when 10 identical uploads race', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => signUpWithCharacter(t)));
    const png = await picture(330, 495).png().toBuffer();
    const results = await Promise.all(users.map((u) => upload(u.cookie, png)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const names = new Set(results.map((r) => r.json().icon));
    expect(names.size).toBe(1);
    const [name] = [...names];
    const [row] = await t.app.deps.db.select({ n: count() }).from(resourcesTable).where(eq(resourcesTable.name, name));
    expect(row!.n).toBe(1);
    for (const u of users) expect(await iconOf(t, u.character.id)).toBe(name);
  });

  describe('refuses what is not a usable image, changing nothing', () => {
    it.each([
      ['a text file named .png', async () => Buffer.from('just some notes, not a picture\n'.repeat(20)), NOT_AN_IMAGE],
      [
        'an SVG named .png',
        async () =>
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300"/></svg>'),
        NOT_AN_IMAGE,
      ],
      ['a TIFF', () => picture(200, 300).tiff().toBuffer(), NOT_AN_IMAGE],
      ['an empty file', async () => Buffer.alloc(0), 'The portrait file is empty.'],
      ['a PNG cut in half', async () => (await picture(400, 600).png().toBuffer()).subarray(0, 300), DAMAGED],
      [
        'PNG magic bytes followed by noise',
        async () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(4000)]),
        DAMAGED,
      ],
      ['a decompression bomb (tiny PNG declaring 20000x20000)', () => decompressionBomb(20_000, 20_000), TOO_MANY_PIXELS],
      ['a PNG declaring 8000x5001 pixels, just over the limit', () => decompressionBomb(8000, 5001), TOO_MANY_PIXELS],
    ])('%s: 400', async (_label, make, message) => {
      const { cookie, character } = await signUpWithCharacter(t);
      const before = await upload(cookie, await picture(200, 300).png().toBuffer());
      expect(before.statusCode).toBe(200);
      const data = await make();
      const res = await upload(cookie, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await iconOf(t, character.id)).toBe(before.json().icon);
    });

    it('a file over 5 MB: 413', async () => {
      const { cookie, character } = await signUpWithCharacter(t);
      const big = Buffer.concat([await picture(200, 300).png().toBuffer(), randomBytes(ICON_MAX_BYTES)]);
      const res = await upload(cookie, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'character.icon_too_large', message: 'The portrait must be at most 5 MB.' });
      expect(await iconOf(t, character.id)).toBeNull();
    });

    it('a file of exactly 5 MB is not refused for its size', async () => {
      const { cookie } = await signUpWithCharacter(t);
      const png = await picture(200, 300).png().toBuffer();
      // Bytes after a PNG's end chunk are ignored by decoders, so this is a valid 5 MB image.
      const padded = Buffer.concat([png, Buffer.alloc(ICON_MAX_BYTES - png.length)]);
      expect(padded.length).toBe(ICON_MAX_BYTES);
      const res = await upload(cookie, padded);
      expect(res.statusCode).toBe(200);
    });
  });

  describe('answers a malformed upload with 400 JSON', () => {
    // The code a client can branch on, for each message the player reads.
    const codeOf: Record<string, string> = {
      'Choose an image to upload.': 'character.icon_missing',
      'Send the image in the "icon" field.': 'character.icon_field',
      'Upload the portrait as a form with the image file in the "icon" field.': 'character.icon_not_multipart',
      'The upload could not be read. Please try again.': 'character.icon_unreadable',
    };
    const cases: [string, () => { payload?: Buffer | string; headers?: Record<string, string> }, string][] = [
      ['no file, only a text field', () => multipart([{ field: 'note', data: 'hello' }]), 'Choose an image to upload.'],
      ['an icon text field instead of a file', () => multipart([{ field: 'icon', data: 'hello' }]), 'Choose an image to upload.'],
      ['an empty form', () => multipart([]), 'Choose an image to upload.'],
      [
        'the file in another field',
        () => multipart([{ field: 'avatar', data: 'x', filename: 'a.png', type: 'image/png' }]),
        'Send the image in the "icon" field.',
      ],
      [
        'a JSON body',
        () => ({ payload: JSON.stringify({ icon: 'a.png' }), headers: { 'content-type': 'application/json' } }),
        'Upload the portrait as a form with the image file in the "icon" field.',
      ],
      [
        'raw image bytes',
        () => ({ payload: Buffer.from('89504e47', 'hex'), headers: { 'content-type': 'image/png' } }),
        'Upload the portrait as a form with the image file in the "icon" field.',
      ],
      [
        'a plain-text body',
        () => ({ payload: 'icon', headers: { 'content-type': 'text/plain' } }),
        'Upload the portrait as a form with the image file in the "icon" field.',
      ],
      ['no body at all', () => ({}), 'Upload the portrait as a form with the image file in the "icon" field.'],
      [
        'multipart without a boundary',
        () => ({ payload: 'whatever', headers: { 'content-type': 'multipart/form-data' } }),
        'The upload could not be read. Please try again.',
      ],
      [
        'multipart that ends mid-part',
        () => {
          const { payload, headers } = multipart([{ field: 'icon', data: 'abc', filename: 'a.png', type: 'image/png' }]);
          return { payload: payload.subarray(0, payload.length - 30), headers };
        },
        'The upload could not be read. Please try again.',
      ],
    ];
    it.each(cases)('%s', async (_label, make, message) => {
      const { cookie, character } = await signUpWithCharacter(t);
      const res = await t.request({ method: 'PATCH', url: '/api/character/icon', cookie, ...make() });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: codeOf[message], message });
      expect(await iconOf(t, character.id)).toBeNull();
    });
  });

  it('answers 401 signed out', async () => {
    const res = await upload(undefined, await picture(200, 300).png().toBuffer());
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 without a living character, also after retiring', async () => {
    const png = await picture(200, 300).png().toBuffer();
    const { cookie } = await signUp(t);
    const none = await upload(cookie, png);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'character.none', message: 'You need a living character to do that.' });

    const player = await signUpWithCharacter(t);
    expect((await t.request({ method: 'POST', url: '/api/character/retire', cookie: player.cookie })).statusCode).toBe(200);
    expect((await upload(player.cookie, png)).statusCode).toBe(403);
    expect(await iconOf(t, player.character.id)).toBeNull();
  });
});

describe('GET /api/resources/:name', () => {
  it('serves the image publicly with long cache headers and an ETag', async () => {
    const { cookie } = await signUpWithCharacter(t);
    const { icon } = (await upload(cookie, await picture(300, 450).png().toBuffer())).json();
    const res = await t.request({ method: 'GET', url: `/api/resources/${icon}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toBe(`"${icon.replace('.webp', '')}"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const cached = await t.request({ method: 'GET', url: `/api/resources/${icon}`, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const stale = await t.request({ method: 'GET', url: `/api/resources/${icon}`, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    '0123456789abcdef0123456789abcdef.webp',
    '0123456789ABCDEF0123456789ABCDEF.webp',
    '0123456789abcdef0123456789abcdef.png',
    'portrait.webp',
    '..%2F..%2Fetc%2Fpasswd',
    "x'%3B%20DROP%20TABLE%20resources%3B--.webp",
  ])('answers 404 JSON for %s', async (name) => {
    const res = await t.request({ method: 'GET', url: `/api/resources/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Image not found.');
  });
});
