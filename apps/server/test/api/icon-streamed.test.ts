import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { ICON_MAX_BYTES } from '@tod/contracts';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesTable } from '../../src/modules/resources/resources.sql.ts';
import { iconOf } from '../kit/portraits.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

// Issue #32: the size limit of a portrait holds however the body arrives. The in-process
// requests of icon.test.ts hand the server the body in one piece; here a real connection
// carries it in small writes with pauses, as a slow client or a proxy would
// (docs/hardening.md, "Uploads").

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * The pieces of a multipart upload of `data` as a client writes them: the part's head, the file
 * in `chunkBytes` pieces counted from its first byte (so with a size that divides 5 MB one write
 * ends exactly at the limit), then the closing boundary.
 */
function multipartWrites(data: Buffer, chunkBytes: number) {
  const boundary = `----tod-${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="icon"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  const writes: Buffer[] = [Buffer.from(head)];
  for (let at = 0; at < data.length; at += chunkBytes) writes.push(data.subarray(at, at + chunkBytes));
  writes.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { writes, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Answer {
  status: number;
  json: { code?: string; message?: string; icon?: string };
}

/** Sends the upload over TCP write by write, each after a pause, and reads the whole answer. */
function streamedUpload(cookie: string, data: Buffer, chunkBytes: number): Promise<Answer> {
  const { writes, contentType } = multipartWrites(data, chunkBytes);
  const length = writes.reduce((sum, w) => sum + w.length, 0);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${baseUrl}/api/character/icon`,
      { method: 'PATCH', headers: { cookie, 'content-type': contentType, 'content-length': length } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString()) }));
        res.on('error', reject);
      },
    );
    // A reset or a write into a closed connection is a failure: the client must get the answer.
    req.on('error', reject);
    void (async () => {
      for (const piece of writes) {
        if (!req.write(piece)) await new Promise((done) => req.once('drain', done));
        await sleep(1);
      }
      req.end();
    })().catch(reject);
  });
}

/** A valid PNG followed by zeros up to `size` bytes: decoders ignore what follows the end chunk. */
async function paddedPng(size: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#2a7f4f' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

async function storedImages(): Promise<number> {
  const [row] = await t.app.deps.db.select({ n: count() }).from(resourcesTable);
  return row!.n;
}

const SIX_MB = 6 * 1024 * 1024;
const TOO_LARGE = { code: 'character.icon_too_large', message: 'The portrait must be at most 5 MB.' };

// 16 and 64 KiB divide 5 MB: a write ends exactly at the limit, the case a check made per
// piece as it arrives misses. 10,007 bytes puts the limit inside a write.
describe.each([16 * 1024, 64 * 1024, 10_007])('an upload sent in %i-byte writes', (chunkBytes) => {
  it('a 6 MB file that is no image: 413', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const res = await streamedUpload(cookie, randomBytes(SIX_MB), chunkBytes);
    expect(res).toEqual({ status: 413, json: expect.objectContaining(TOO_LARGE) });
    expect(await iconOf(t, character.id)).toBeNull();
  });

  it('a valid PNG padded to 6 MB: 413, nothing stored, the portrait unchanged', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const first = await streamedUpload(cookie, await paddedPng(100_000), chunkBytes);
    expect(first.status).toBe(200);
    const images = await storedImages();

    const res = await streamedUpload(cookie, await paddedPng(SIX_MB), chunkBytes);
    expect(res).toEqual({ status: 413, json: expect.objectContaining(TOO_LARGE) });
    expect(await storedImages()).toBe(images);
    expect(await iconOf(t, character.id)).toBe(first.json.icon);
  });

  it('a valid PNG padded to 4.9 MB: stored', async () => {
    const { cookie, character } = await signUpWithCharacter(t);
    const res = await streamedUpload(cookie, await paddedPng(Math.floor(4.9 * 1024 * 1024)), chunkBytes);
    expect(res.status).toBe(200);
    expect(await iconOf(t, character.id)).toBe(res.json.icon);
  });
});

it('a PNG of exactly 5 MB in 16 KiB writes is not refused for its size', async () => {
  const { cookie } = await signUpWithCharacter(t);
  const res = await streamedUpload(cookie, await paddedPng(ICON_MAX_BYTES), 16 * 1024);
  expect(res.status).toBe(200);
});
