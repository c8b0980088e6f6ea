import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_ANSWERS_ELEMENT_ID, SCRIPT_CALL_HEADER } from '@tod/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAnswerUrls, readPageAnswers } from '../../src/plugins/page-answers.ts';
import { createTestApp, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

// ADR 0059: the page carries the answers to its first screen's GET calls, each exactly what the
// call answers the same reader, so the screen draws without waiting on the network.

const INDEX = '<!doctype html><html><head><title>Tales of Deeds</title></head><body><div id="root"></div></body></html>';
const ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's');

const NEWS = ['/api/ticker', '/api/info/announcements', '/api/info/features', '/api/info/roadmap'];
const PLAYER_HOME = [
  '/api/ticker',
  '/api/character/events/unread',
  '/api/messages/unread',
  '/api/chronicle',
  '/api/character/events',
  '/api/deeds',
  '/api/character/travel/destinations',
];

let web: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'tod-answers-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  web = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await web.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => web.request({ method: 'GET', url, cookie });

/** The answers the page at `url` carries, or null when it carries none. */
async function carried(url: string, cookie?: string): Promise<Record<string, unknown> | null> {
  const match = ELEMENT.exec((await get(url, cookie)).body);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : null;
}

/** What each call answers this reader now. */
async function answered(urls: string[], cookie?: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(urls.map(async (url) => [url, (await get(url, cookie)).json()] as const));
  return Object.fromEntries(entries);
}

describe("the page carries its first screen's answers", () => {
  it("a visitor's home: the ticker and the news lists, as the calls answer them", async () => {
    const answers = await carried('/');
    expect(Object.keys(answers ?? {})).toEqual(NEWS);
    expect(answers).toEqual(await answered(NEWS));
    expect(await carried('/news')).toEqual(answers);
  });

  it("a player's home: their header counts and their own home's lists, with their cookie", async () => {
    const me = await signUpWithCharacter(web);
    for (const url of ['/', '/home', '/home/']) {
      const answers = await carried(url, me.cookie);
      expect(Object.keys(answers ?? {})).toEqual(PLAYER_HOME);
      expect(answers).toEqual(await answered(PLAYER_HOME, me.cookie));
    }
    // Another player's page carries that player's answers, not these.
    const other = await signUpWithCharacter(web);
    const mine = await carried('/', me.cookie);
    const theirs = await carried('/', other.cookie);
    expect(theirs?.['/api/deeds']).toEqual((await get('/api/deeds', other.cookie)).json());
    expect(JSON.stringify(theirs)).not.toContain(me.character.id);
    expect(JSON.stringify(mine)).not.toContain(other.character.id);
  });

  it('a player on the news page gets the news lists with their header counts', async () => {
    const me = await signUpWithCharacter(web);
    const answers = await carried('/news', me.cookie);
    expect(Object.keys(answers ?? {})).toEqual([...PLAYER_HOME.slice(0, 3), ...NEWS.slice(1)]);
  });

  it('signed in without a character: only the ticker (the guard sends them to create one)', async () => {
    const me = await signUp(web);
    expect(Object.keys((await carried('/', me.cookie)) ?? {})).toEqual(['/api/ticker']);
  });

  it("a player's other screens: the header's answers, and their own for the listed ones", async () => {
    const me = await signUpWithCharacter(web);
    const session = (await get('/api/auth/session', me.cookie)).json() as {
      account: { playerCharacter: { location: { id: string } | null } };
    };
    const cityId = session.account.playerCharacter.location?.id;
    expect(cityId).toBeTruthy();
    const header = PLAYER_HOME.slice(0, 3);
    const screens: [string, string[]][] = [
      ['/deeds', ['/api/fair-play/watch', '/api/deeds', `/api/cities/${cityId}`]],
      ['/city', [`/api/cities/${cityId}`, '/api/cities']],
      ['/chat', []],
      ['/training', ['/api/character/skills']],
      ['/travel', ['/api/character/travel/destinations', '/api/character/prices']],
      ['/profile', []],
      ['/no-such-page', []],
    ];
    for (const [url, own] of screens) {
      const answers = await carried(url, me.cookie);
      expect(Object.keys(answers ?? {}), url).toEqual([...header, ...own]);
      expect(answers, url).toEqual(await answered([...header, ...own], me.cookie));
    }
  });

  it("a visitor's other pages carry only the ticker, which every header shows", async () => {
    for (const url of ['/deeds', '/city', '/character/create', '/newsroom']) {
      expect(Object.keys((await carried(url)) ?? {}), url).toEqual(['/api/ticker']);
    }
  });
});

describe('readPageAnswers', () => {
  it("asks as the page's reader (cookie, address, the app's header) and keeps only 200 answers", async () => {
    const app = Fastify({ logger: false });
    const seen: unknown[] = [];
    app.get('/api/ticker', async (req) => {
      seen.push({ cookie: req.headers.cookie, ip: req.ip, client: req.headers[SCRIPT_CALL_HEADER.name] });
      return { ticker: 'hello' };
    });
    app.get('/api/info/features', async (_req, reply) => reply.status(500).send({ message: 'away' }));
    app.get('/api/info/roadmap', async (_req, reply) => reply.status(429).send({ message: 'slow down' }));
    app.get('/api/info/announcements', async (_req, reply) => reply.type('text/plain').send('not json'));
    app.get('/page', async (req) =>
      readPageAnswers(app, req, [
        '/api/ticker',
        '/api/info/features',
        '/api/info/roadmap',
        '/api/info/announcements',
        '/api/info/missing',
      ]),
    );
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/page',
        remoteAddress: '203.0.113.9',
        headers: { cookie: 'tod_session=abc' },
      });
      expect(res.json()).toEqual({ '/api/ticker': { ticker: 'hello' } });
      expect(seen).toEqual([{ cookie: 'tod_session=abc', ip: '203.0.113.9', client: SCRIPT_CALL_HEADER.value }]);
    } finally {
      await app.close();
    }
  });
});

describe('pageAnswerUrls', () => {
  it('lists each screen by who reads it', () => {
    const visitor = { signedIn: false, player: false };
    const player = { signedIn: true, player: true };
    expect(pageAnswerUrls('/', visitor)).toEqual(NEWS);
    expect(pageAnswerUrls('/home', player)).toEqual(PLAYER_HOME);
    expect(pageAnswerUrls('/homes', player)).toEqual(PLAYER_HOME.slice(0, 3));
    expect(pageAnswerUrls('/news/1', visitor)).toEqual(['/api/ticker']);
    // A player in no city (travelling, or dead) reads no city.
    expect(pageAnswerUrls('/city', { ...player, cityId: null })).toEqual([...PLAYER_HOME.slice(0, 3), '/api/cities']);
  });
});
