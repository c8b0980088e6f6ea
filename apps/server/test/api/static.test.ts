import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_COMPRESSION_THRESHOLD_BYTES, pickEncoding } from '../../src/plugins/compression.ts';
import { looksLikeFile } from '../../src/plugins/spa.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

// A built web app in miniature: what `vite build` writes, compressed copies included. The page
// is about the size of the real one (1.2 KB), so it is worth compressing.
const INDEX = `<!doctype html><html><head><title>Tales of Deeds</title>${'<meta name="x" content="y" />'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log("${'chunk '.repeat(300)}");`;

let web: TestApp;
let webDist: string;

function write(relative: string, content: string | Buffer) {
  const file = path.join(webDist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'tod-static-'));
  write('index.html', INDEX);
  write('index.html.br', brotliCompressSync(INDEX));
  write('assets/app-abc123.js', SCRIPT);
  write('assets/app-abc123.js.br', brotliCompressSync(SCRIPT));
  write('assets/app-abc123.js.gz', gzipSync(SCRIPT));
  write('assets/app-abc123.js.map', '{"version":3}');
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write('manifest.json', '{"name":"Tales of Deeds"}');
  write('favicon.ico', Buffer.from([0, 0, 1, 0]));
  write('.assets-history.json', '{}');
  write(
    '.route-preloads.json',
    JSON.stringify([
      ['^/(?:home)?/?$', ['assets/player-home-9.js', 'assets/player-home-9.css'], 'player'],
      ['^/deeds/?$', ['assets/deeds-1.js', 'assets/api-2.js', 'assets/deeds-1.css']],
      ['^/character/view/', ['assets/view-3.js', '../outside.js', 'assets/x.js"><script>', 7]],
    ]),
  );
  web = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await web.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.request({ method: 'GET', url, headers });

describe('precompressed static files', () => {
  it('sends the brotli copy to a client that accepts it, and says it varies', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file, still with Vary, to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('sends the page compressed too (built per request: it carries the session), never stored', async () => {
    const res = await get('/training', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    // The session and, for a visitor's page, the header's ticker (ADR 0059).
    const ticker = await get('/api/ticker');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      INDEX.replace(
        '</body>',
        `<script type="application/json" id="tod-session">{"account":null}</script><script type="application/json" id="tod-answers">{"/api/ticker":${ticker.body}}</script></body>`,
      ),
    );
    const gz = await get('/deeds', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('{"account":null}');
  });
});

describe('missing and private files', () => {
  it.each([
    '/assets/app-old999.js',
    '/assets/index-gone.css',
    '/assets/',
    '/apple-touch-icon.png',
    '/wp-login.php',
    '/character/view/photo.jpg',
  ])('answers %s with 404, not the page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps source maps and the build history from browsers', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/.assets-history.json', '/.route-preloads.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('version');
    }
  });

  it.each([
    ['/robots.txt', /^text\/plain/, 'User-agent'],
    ['/manifest.json', /^application\/json/, 'Tales of Deeds'],
    ['/favicon.ico', /^image\//, ''],
  ])('serves %s as the real file', async (url, type, content) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.body).not.toContain('<div id="root">');
    expect(res.body).toContain(content);
  });

  it('tells a page path from a file path', () => {
    expect(looksLikeFile('/character/view/0191a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b')).toBe(false);
    expect(looksLikeFile('/admin/manage-deeds')).toBe(false);
    expect(looksLikeFile('/')).toBe(false);
    expect(looksLikeFile('/assets/anything')).toBe(true);
    expect(looksLikeFile('/icons/icon-192.png')).toBe(true);
  });
});

describe("a deep link's page names its screen's files (ADR 0030)", () => {
  const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

  it('preloads the scripts and links the style sheets of the screen the address opens, in the head', async () => {
    for (const url of ['/deeds', '/deeds/']) {
      const page = await get(url, { 'accept-encoding': 'identity' });
      expect(links(page.body)).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/deeds-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/api-2.js">',
        '<link rel="stylesheet" crossorigin href="/assets/deeds-1.css">',
      ]);
      expect(page.body.indexOf('<link')).toBeLessThan(page.body.indexOf('</head>'));
    }
  });

  it('names nothing for a screen the table does not list, or an address it only resembles', async () => {
    for (const url of ['/', '/city', '/deedsx', '/profile/deeds']) {
      expect(links((await get(url, { 'accept-encoding': 'identity' })).body), url).toEqual([]);
    }
  });

  it("names the player's home files on `/` and `/home` only for a player with a living character", async () => {
    const homeLinks = [
      '<link rel="modulepreload" crossorigin href="/assets/player-home-9.js">',
      '<link rel="stylesheet" crossorigin href="/assets/player-home-9.css">',
    ];
    const player = await signUpWithCharacter(web);
    const noCharacter = await signUp(web);
    for (const url of ['/', '/home']) {
      const page = (cookie?: string) => get(url, { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) });
      expect(links((await page(player.cookie)).body), url).toEqual(homeLinks);
      expect(links((await page()).body), url).toEqual([]);
      expect(links((await page(noCharacter.cookie)).body), url).toEqual([]);
      expect(links((await page('tod_session=not-a-session')).body), url).toEqual([]);
    }
    // A player's other pages name their own screen's files, not the home's.
    expect(links((await get('/deeds', { 'accept-encoding': 'identity', cookie: player.cookie })).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/deeds-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/api-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/deeds-1.css">',
    ]);
  });

  it('keeps only asset file names from the table: nothing outside assets, nothing that could end the tag', async () => {
    const page = await get('/character/view/0191a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b', { 'accept-encoding': 'identity' });
    expect(links(page.body)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/view-3.js">']);
    expect(page.body).not.toContain('outside.js');
    expect(page.body).not.toContain('x.js');
  });
});

describe('JSON compression', () => {
  it('compresses a large JSON answer with brotli, or gzip, as the client accepts', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD_BYTES);

    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=1', 'gzip'],
    ['deflate', null],
  ])('picks the encoding for Accept-Encoding %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('content policy for bio images', () => {
  it('allows https images and sends no referrer, and nothing else from outside', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).not.toMatch(/img-src[^;]*http:/);
    for (const directive of ['default-src', 'script-src', 'connect-src', 'font-src']) {
      expect(csp).not.toMatch(new RegExp(`${directive}[^;]*https:`));
    }
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
