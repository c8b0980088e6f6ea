import { experienceToReachLevel } from '@tod/game';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../kit.ts';
import { useDeedsSuite } from './deeds-kit.ts';

// The exact edge of "deed level <= character level" (docs/game-rules.md): the test deed
// "Slay a Wyrm" is level 5, so level 5 may see and attempt it and level 4 may not.
const suite = useDeedsSuite();
const { ids, character, setCharacter, player, attempt } = suite;
let t: TestApp;
beforeAll(() => {
  t = suite.app();
});

async function atLevel(level: number) {
  const p = await player();
  await setCharacter(p.character.id, { level, experience: experienceToReachLevel(level) });
  return p;
}

const listed = async (cookie: string) => {
  const res = await t.request({ method: 'GET', url: '/api/deeds', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((d) => d.id);
};

describe('a level 5 deed', () => {
  it('is listed and attempted at level 5', async () => {
    const { cookie, character: c } = await atLevel(5);
    expect(await listed(cookie)).toContain(ids.high);
    const res = await attempt(cookie, ids.high);
    expect(res.statusCode, res.body).toBe(200);
    expect([0, 1]).toContain(res.json().success);
    expect((await character(c.id)).deedCooldownEndsAt).not.toBeNull();
  });

  it('is neither listed nor attempted at level 4, and claims no cooldown', async () => {
    const { cookie, character: c } = await atLevel(4);
    expect(await listed(cookie)).not.toContain(ids.high);
    const res = await attempt(cookie, ids.high);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'deeds.level_too_low', message: 'You must be level 5 to attempt this deed.' });
    expect(await character(c.id)).toMatchObject({ level: 4, experience: experienceToReachLevel(4), deedCooldownEndsAt: null });
  });
});
