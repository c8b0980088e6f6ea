import { CrewRules, experienceToReachLevel } from '@tod/game';
import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueName } from './players.ts';

/**
 * Raises a player to the founding level with the founding price in its purse, as a player
 * would: staff adds a level-1 good deed (never jails) paying that much experience and gold, and
 * the player attempts it (a 1 s cooldown or less) until both are reached.
 */
export async function readyToFound(api: APIRequestContext, staff: APIRequestContext, gold: number): Promise<void> {
  const experience = experienceToReachLevel(CrewRules.foundLevel);
  const created = await staff.post('/api/deeds', {
    data: {
      name: uniqueName('Escort the Magistrate'),
      level: 1,
      alignment: 1,
      content: 'The magistrate rewards a steady guard.',
      success: 'The magistrate paid handsomely.',
      failure: 'The magistrate found another guard.',
      reward: { gold: 2 * gold, experience, alignment: 0, jailTime: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deed = (await created.json()) as { id: string };
  for (let attempt = 0; attempt < 40; attempt++) {
    const me = (await (await api.get('/api/character/')).json()) as { level: number; gold: number };
    if (me.level >= CrewRules.foundLevel && me.gold >= gold) return;
    const answer = await api.post(`/api/deeds/${deed.id}/complete`);
    expect(answer.status(), await answer.text()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
  throw new Error('The founder did not reach the founding level and price');
}
