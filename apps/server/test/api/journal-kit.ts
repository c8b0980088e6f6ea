import type { JournalPage } from '@tod/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../kit.ts';
import type { GameplayRows } from './gameplay-kit.ts';

/** The journal suites' world: a city of alignment 0 and a good deed whose rewards the entries quote. */
export async function insertJournalWorld(rows: GameplayRows): Promise<{ evenCity: string; goodDeed: string }> {
  const evenCity = await rows.insertCity({ name: 'Test: Journal Field', alignment: 0 });
  const goodDeed = await rows.insertDeed({
    name: 'Test: Mend a Fence',
    level: 1,
    alignment: 1,
    rewardGold: 100,
    rewardExperience: 300,
    rewardAlignment: 5,
  });
  return { evenCity, goodDeed };
}

/** The journal suites' HTTP calls. The app is taken lazily: the suites create it in `beforeAll`. */
export function journalCalls(app: () => TestApp) {
  const get = (url: string, cookie?: string) => app().request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
  const post = (url: string, cookie: string | undefined, payload: object = {}) =>
    app().request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
  async function journal(cookie: string, query = ''): Promise<JournalPage> {
    const res = await get(`/api/character/events${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  return { get, post, journal };
}
