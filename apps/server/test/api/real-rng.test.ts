import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

// The other gameplay tests force outcomes with a sequence; this one keeps the production dice,
// so a broken random source shows up as the 500 a player would get.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('resolves a deed attempt and a training session with the real random source', async () => {
  const player = await signUpWithCharacter(t);
  const deeds = (await t.request({ method: 'GET', url: '/api/deeds', cookie: player.cookie })).json() as { id: string }[];
  const attempt = await t.request({ method: 'POST', url: `/api/deeds/${deeds[0]!.id}/complete`, cookie: player.cookie });
  expect(attempt.statusCode).toBe(200);
  expect([0, 1]).toContain(attempt.json().success);

  const skills = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie: player.cookie })).json() as {
    id: string;
  }[];
  const trained = await t.request({ method: 'POST', url: `/api/character/skills/${skills[0]!.id}`, cookie: player.cookie });
  expect(trained.statusCode).toBe(200);
  expect(trained.json().skill.completion).toBeGreaterThanOrEqual(10);
});
