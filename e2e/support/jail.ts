import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { uniqueName } from './players.ts';

/**
 * Jails the player deterministically enough without touching the server's dice: staff adds a
 * level-1 deed that pays nothing and jails for `jailTime` seconds (10 hours by default: 10 real
 * minutes at GAME_SPEED 60); the player attempts it until a failure jails them (about a quarter
 * of attempts at equal level), waiting out the 1 s deed cooldown between tries.
 */
export async function jailThroughDeeds(
  api: APIRequestContext,
  staff: APIRequestContext,
  jailTime = 36_000,
  /** A skill far above the player's makes nearly every attempt fail, half of them into jail. */
  skills?: Record<string, number>,
): Promise<string> {
  const created = await staff.post('/api/deeds', {
    data: {
      name: uniqueName('Rob the Mint'),
      level: 1,
      alignment: -1,
      content: 'The mint is guarded by very awake guards.',
      failure: 'The guards were awake.',
      reward: { gold: 0, experience: 0, alignment: 0, jailTime },
      ...(skills ? { skills } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deed = (await created.json()) as { id: string };
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await api.post(`/api/deeds/${deed.id}/complete`);
    expect(answer.status(), await answer.text()).toBe(200);
    const result = (await answer.json()) as { lastJail: string | null };
    if (result.lastJail && Date.parse(result.lastJail) > Date.now()) return result.lastJail;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
  throw new Error('Not jailed after 40 attempts');
}

/** Opens the jail of the player's city (Buildings tab) and finds the row of the prisoner named `name`. */
export async function prisonerRowInCityJail(page: Page, name: string): Promise<Locator> {
  await page.goto('/city');
  await page.getByRole('tab', { name: 'Buildings' }).click();
  await page.getByRole('button', { name: 'Visit Jail' }).click();
  return page
    .getByRole('list', { name: 'Prisoners' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name }) });
}
