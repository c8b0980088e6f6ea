import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_ANSWERS_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID, SessionSchema } from '@tod/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript } from '../../src/plugins/page-template.ts';
import { registerSpa } from '../../src/plugins/spa.ts';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp, uniqueEmail, signOut } from '../kit.ts';

// ADR 0026: a page navigation carries the answer `GET /api/auth/session` would give, so the app's
// first screen waits for no call.

const INDEX = '<!doctype html><html><head><title>Tales of Deeds</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';

let web: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'tod-page-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'app.js'), SCRIPT);
  web = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await web.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => web.request({ method: 'GET', url, cookie });

const ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`, 's');

/** The first screen's answers, which some pages carry too (page-answers.test.ts). */
const ANSWERS = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">.*?</script>`, 's');

/** The page's session element's text (as sent, still escaped), and the page around its data. */
function embedded(html: string): { text: string; rest: string } {
  const match = ELEMENT.exec(html);
  if (!match) throw new Error(`no session element in ${html}`);
  return { text: match[1] ?? '', rest: html.replace(match[0], '').replace(ANSWERS, '') };
}

describe('the page carries the session answer', () => {
  it('for a visitor: the session call\'s own answer, { "account": null }', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const { text, rest } = embedded(page.body);
    expect(text).toBe((await get('/api/auth/session')).body);
    expect(JSON.parse(text)).toEqual({ account: null });
    // The page is index.html with the element at the end of its body, nothing else changed.
    expect(rest).toBe(INDEX);
    expect(page.body).toContain(`</script></body>`);
  });

  it('for a player: exactly the JSON the session call answers with the same cookie', async () => {
    const me = await signUpWithCharacter(web);
    const page = await get('/deeds', me.cookie);
    const { text } = embedded(page.body);
    const session = await get('/api/auth/session', me.cookie);
    expect(text).toBe(session.body);
    const parsed = SessionSchema.parse(JSON.parse(text));
    expect(parsed.account?.email).toBe(me.email);
    expect(parsed.account?.playerCharacter?.username).toBe(me.character.username);
    // The same account `GET /api/auth/account` answers.
    expect(JSON.parse(text).account).toEqual((await get('/api/auth/account', me.cookie)).json());
  });

  it('for a player without a character yet, and on every page the app routes', async () => {
    const me = await signUp(web);
    for (const url of ['/', '/character/create', '/admin', '/no-such-page?x=1']) {
      const { text } = embedded((await get(url, me.cookie)).body);
      expect(JSON.parse(text)).toMatchObject({ account: { email: me.email, playerCharacter: null } });
    }
  });

  it('a signed-out or unknown cookie gets the visitor answer', async () => {
    const me = await signUp(web);
    const out = await signOut(web, me.cookie);
    expect(out.statusCode).toBe(200);
    expect(embedded((await get('/deeds', me.cookie)).body).text).toBe('{"account":null}');
    expect(embedded((await get('/deeds', 'tod_session=not-a-token')).body).text).toBe('{"account":null}');
  });

  it('a page after a sign-in carries the new account, and is never stored', async () => {
    const email = uniqueEmail();
    await web.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    const login = await web.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const cookie = `tod_session=${login.cookies.find((c) => c.name === 'tod_session')?.value}`;
    const page = await get('/', cookie);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['last-modified']).toBeUndefined();
    expect(JSON.parse(embedded(page.body).text).account.email).toBe(email);
  });
});

describe('no text can leave the data element', () => {
  it('escapes <, U+2028 and U+2029, and parses back to the same value', () => {
    const value = { account: { email: 'a</script><script>alert(1)</script>@x.io', name: '<!--\u2028\u2029-->' } };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(json).toContain('\\u003c/script>');
    expect(json).toContain('\\u2028\\u2029');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('a bio holding </script>, <!-- and line separators stays inside the element', async () => {
    const bio = 'Hi </script><script>alert(1)</script> <!-- <script> \u2028\u2029 </SCRIPT >';
    const me = await signUp(web);
    const created = await web.request({
      method: 'POST',
      url: '/api/character/create',
      cookie: me.cookie,
      payload: { name: 'Scripted Hero', bio },
    });
    expect(created.statusCode).toBe(201);
    const page = (await get('/city', me.cookie)).body;
    // One element, and everything after its start up to the first `</script` is the JSON.
    const start = page.indexOf(`id="${PAGE_SESSION_ELEMENT_ID}">`) + `id="${PAGE_SESSION_ELEMENT_ID}">`.length;
    const end = page.toLowerCase().indexOf('</script', start);
    const text = page.slice(start, end);
    // Only the first screen's answers (page-answers.test.ts) may follow it.
    expect(page.slice(end).replace(ANSWERS, '')).toBe('</script></body></html>');
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text).account.playerCharacter.bio).toBe(bio);
    expect(text).toBe(jsonForScript(JSON.parse((await get('/api/auth/session', me.cookie)).body)));
  });
});

describe('everything else is as before', () => {
  it('API answers and files carry no page and keep their own caching', async () => {
    const me = await signUpWithCharacter(web);
    const session = await get('/api/auth/session', me.cookie);
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    expect(session.body).not.toContain('<script');
    const file = await get('/app.js', me.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(SCRIPT);
    expect(file.headers['cache-control']).toBe('no-cache');
    expect((await get('/missing.js', me.cookie)).statusCode).toBe(404);
    expect((await get('/api/no-such-call', me.cookie)).statusCode).toBe(404);
  });

  it('a HEAD gets the page without reading the session; other methods get a 404', async () => {
    const me = await signUp(web);
    const head = await web.request({ method: 'HEAD', url: '/deeds', cookie: me.cookie });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.body).toBe('');
    expect((await web.request({ method: 'POST', url: '/deeds', cookie: me.cookie })).statusCode).toBe(404);
  });

  it('a new build of index.html is served without a restart', async () => {
    const file = path.join(webDist, 'index.html');
    const next = INDEX.replace('Tales of Deeds', 'Tales of Deeds, rebuilt');
    writeFileSync(file, next);
    // A modification time surely different from the first build's, whatever the filesystem's resolution.
    utimesSync(file, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    const { rest } = embedded((await get('/')).body);
    expect(rest).toBe(next);
  });
});

describe('when the session cannot be read', () => {
  it('sends the page without the element, so the app asks the API as before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tod-page-fail-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    const app = Fastify({ logger: false });
    try {
      await registerSpa(app, dir, {
        pageData: {
          elementId: PAGE_SESSION_ELEMENT_ID,
          read: async () => {
            throw new Error('database away');
          },
        },
      });
      const page = await app.inject({ method: 'GET', url: '/deeds' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
