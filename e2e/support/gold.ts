import { DeedLimits } from '@tod/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueName } from './players.ts';

/** The player's gold, as GET /api/character shows it. */
export async function goldOf(api: APIRequestContext): Promise<number> {
  const answer = await api.get('/api/character/');
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { gold: number }).gold;
}

/**
 * Earns the player at least `atLeast` gold the way a player would, through deeds: staff adds a
 * level-1 good deed (good deeds never jail) paying twice `atLeast` at most (a success pays half
 * to all of it) and no experience, alignment or jail, so the player's level and good points stay
 * as they were; the player attempts it, waiting out the 1 s deed cooldown, until its purse holds
 * `atLeast`. Returns the gold then held.
 */
export async function earnGold(api: APIRequestContext, staff: APIRequestContext, atLeast: number): Promise<number> {
  let gold = await goldOf(api);
  if (gold >= atLeast) return gold;
  const created = await staff.post('/api/deeds', {
    data: {
      name: uniqueName('Guard the Caravan'),
      level: 1,
      alignment: 1,
      content: 'A merchant pays well for a watchful escort.',
      success: 'The caravan arrived whole; the merchant paid in full.',
      failure: 'You dozed off; the merchant paid nothing.',
      reward: { gold: Math.min(DeedLimits.goldMax, 2 * atLeast), experience: 0, alignment: 0, jailTime: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deed = (await created.json()) as { id: string };
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await api.post(`/api/deeds/${deed.id}/complete`);
    expect(answer.status(), await answer.text()).toBe(200);
    gold = await goldOf(api);
    if (gold >= atLeast) return gold;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
  throw new Error(`Fewer than ${atLeast} gold (${gold}) after 40 attempts`);
}
