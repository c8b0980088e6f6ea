import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { QuestBoard, QuestContract } from '@tod/contracts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// On the fast server (GAME_SPEED 1440, playwright.config.ts): a journey of a game hour takes
// 2.5 s there instead of the main server's minute, and cooldowns are shorter than the pauses
// below. Offers are picked per character and day, so the journey takes whichever tier-1 contract
// it can finish for sure: good deeds (never jail), else training, else a journey (the good patron
// offers good deeds or a letter to carry). A game day is a real minute there, so the board is read
// before the page is opened: an offer made after the page was drawn could come first in the list.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function board(api: APIRequestContext): Promise<QuestBoard> {
  const answer = await api.get('/api/quests/board');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as QuestBoard;
}

async function progressOf(api: APIRequestContext, id: string): Promise<number> {
  return (await board(api)).active.find((c) => c.id === id)?.progress ?? -1;
}

/** Does what the contract asks through the game's own calls, until the server counts it done. */
async function doTheWork(api: APIRequestContext, staff: APIRequestContext, contract: QuestContract): Promise<void> {
  if (contract.kind === 'deed') {
    const created = await staff.post('/api/deeds', {
      data: {
        name: uniqueName('Feed the Poor'),
        level: 1,
        alignment: 1,
        content: 'Bread for the hungry.',
        success: 'The hungry are fed.',
        failure: 'The bread went stale.',
        reward: { gold: 1, experience: 0, alignment: 1, jailTime: 0 },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const deed = (await created.json()) as { id: string };
    for (let attempt = 0; attempt < 40 && (await progressOf(api, contract.id)) < contract.target; attempt++) {
      expect((await api.post(`/api/deeds/${deed.id}/complete`)).status()).toBe(200);
      await pause(1_100);
    }
    return;
  }
  if (contract.kind === 'training') {
    const skills = (await (await api.get('/api/character/skills/')).json()) as { id: string }[];
    for (let session = 0; session < contract.target; session++) {
      const trained = await api.post(`/api/character/skills/${skills[0]!.id}`);
      expect(trained.status(), await trained.text()).toBe(200);
      await pause(5_200);
    }
    return;
  }
  // A journey to the destination and back home, where the patron waits.
  const home = ((await (await api.get('/api/character/')).json()) as { location: { id: string } | null }).location;
  const cities = (await (await api.get('/api/cities')).json()) as { id: string; name: string }[];
  const place = cities.find((c) => contract.title.includes(` ${c.name} `))!;
  const travel = async (cityID: string) => {
    for (let attempt = 0; attempt < 240; attempt++) {
      const answer = await api.post('/api/character/travel', { data: { cityID } });
      if (answer.status() === 200) return;
      await pause(1_000);
    }
    throw new Error('the journey never started');
  };
  await travel(place.id);
  expect(home).not.toBeNull();
  await travel(home!.id);
}

const mine = (page: Page) => page.getByRole('region', { name: /^Your contracts/ });

test('a player accepts a contract, does the work, sees the progress, hands it in and gains standing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpWithCharacter(page.request);
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInStaff(staff.request);

  const offers = (await board(page.request)).patrons.flatMap((p) => p.offers);
  const pick =
    offers.find((o) => o.kind === 'deed' && o.patron.axis === 'good') ??
    offers.find((o) => o.kind === 'training') ??
    offers.find((o) => o.kind === 'travel')!;
  expect(pick).toBeTruthy();

  await page.goto('/quests');
  await expect(page.getByRole('heading', { name: 'Quests', level: 1 })).toBeVisible();
  await expect(page.getByText('Content for quests goes here')).toHaveCount(0);
  await expect(page.getByText('You have no contracts. Accept one from a patron below.')).toBeVisible();
  const patron = page.getByRole('region', { name: pick.patron.name });
  await expect(patron).toContainText('Standing tier 1 (0 of 10 points for the next tier)');

  await test.step('accept the offer', async () => {
    await patron.getByRole('article', { name: pick.title }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(/^You accepted ".+" from .+\. You have .+ to finish it\.$/)).toBeVisible();
    await expect(mine(page)).toHaveAccessibleName('Your contracts (1 of 3)');
    await expect(mine(page).getByRole('progressbar', { name: `${pick.title} progress` })).toHaveAttribute(
      'aria-valuetext',
      `0 of ${pick.target}`,
    );
    await expect(mine(page).getByRole('button', { name: 'Hand in' })).toBeDisabled();
  });

  await test.step('do the work and see the progress', async () => {
    await doTheWork(page.request, staff.request, pick);
    // Deeds and journeys reach the open page over the live feed; training without a level-up writes
    // no entry, so the page is opened again.
    if (pick.kind === 'training') await page.goto('/quests');
    await expect(mine(page).getByRole('progressbar', { name: `${pick.title} progress` })).toHaveAttribute(
      'aria-valuetext',
      `${pick.target} of ${pick.target}`,
      { timeout: 20_000 },
    );
  });

  await test.step('hand it in and see the standing rise', async () => {
    await mine(page).getByRole('button', { name: 'Hand in' }).click();
    await expect(page.getByText(/^You handed in ".+" to .+: \d+ gold, \d+ experience and \d+ standing\./)).toBeVisible();
    await expect(mine(page)).toHaveAccessibleName('Your contracts (0 of 3)');
    await expect(page.getByRole('region', { name: pick.patron.name })).toContainText(
      `Standing tier 1 (${pick.reward.standing} of 10 points for the next tier)`,
    );
  });
  await staff.close();
});
