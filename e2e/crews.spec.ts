import { CrewRules, experienceToReachLevel } from '@tod/game';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

/**
 * Raises a player to the founding level with the founding price in its purse, as a player
 * would: staff adds a level-1 good deed (never jails) paying that much experience and gold, and
 * the player attempts it (1 s cooldown at GAME_SPEED 60) until both are reached.
 */
async function readyToFound(api: APIRequestContext, staff: APIRequestContext, gold: number): Promise<void> {
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

test('a player founds a crew, invites a friend who joins, fills the purse and reads it in the crew log', async ({ page }) => {
  test.setTimeout(120_000);
  const founder = await signUpWithCharacter(page.request);
  const staff = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const friendApi = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInStaff(staff);
    await readyToFound(page.request, staff, CrewRules.foundPrice + 100);
    const friend = await signUpWithCharacter(friendApi);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Crew' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crew' })).toBeVisible();
    await expect(page.getByText('Founding a crew costs 2,000 gold and needs level 10.', { exact: false })).toBeVisible();
    const crewName = uniqueName('Lantern Crew');
    await page.getByLabel('Crew name', { exact: true }).fill(crewName);
    await page.getByLabel('Charter').selectOption('good');
    await page.getByRole('button', { name: 'Found for 2,000 gold' }).click();
    await expect(page.getByRole('heading', { level: 2, name: crewName })).toBeVisible();

    await page.getByLabel('Character name').fill(friend.name);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(`You invited ${friend.name} to ${crewName}.`)).toBeVisible();

    const mine = (await (await friendApi.get('/api/crews/mine')).json()) as {
      requests: { id: string; crew: { name: string } }[];
    };
    expect(mine.requests[0]?.crew.name).toBe(crewName);
    const accepted = await friendApi.post(`/api/crews/requests/${mine.requests[0]!.id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.getByLabel('Deposit gold').fill('100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('You deposited 100 gold.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^100 gold$/ })).toBeVisible();
    const log = page.getByRole('region', { name: 'Crew log' });
    await expect(log.getByText(`${founder.name} deposited 100 gold.`)).toBeVisible();
    await expect(log.getByText(`${friend.name} joined the crew.`)).toBeVisible();
    await expect(page.getByText(`${friend.name} (level 1, member)`)).toBeVisible();
  } finally {
    await staff.dispose();
    await friendApi.dispose();
  }
});
