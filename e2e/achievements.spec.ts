import { expect, test } from '@playwright/test';
import { QUIET_CHRONICLE_LINE } from '@tod/game';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

test("a new player earns an achievement with a first deed, sees it on the achievements page and the profile, reads the locked chains and yesterday's chronicle", async ({
  page,
  browser,
}) => {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInStaff(staff.request);
    const created = await staff.request.post('/api/deeds', {
      data: {
        name: uniqueName('Sweep the Steps'),
        level: 1,
        alignment: 1,
        content: 'The temple steps are dusty.',
        success: 'The steps shine.',
        failure: 'The broom broke.',
        reward: { gold: 1, experience: 0, alignment: 1, jailTime: 0 },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const deed = (await created.json()) as { id: string };
    await signUpWithCharacter(page.request);
    // A level-1 deed can still fail; try until one succeeds (the cooldown is 1 s at GAME_SPEED 60).
    for (let attempt = 0; attempt < 20; attempt++) {
      const done = await page.request.post(`/api/deeds/${deed.id}/complete`);
      expect(done.status(), await done.text()).toBe(200);
      if (((await done.json()) as { success: number }).success === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }

    await page.goto('/quests');
    await expect(page.getByRole('heading', { level: 2, name: 'Quest chains' })).toBeVisible();
    const lantern = page.getByRole('article', { name: 'The Lantern of Hearthmere' });
    await expect(lantern.getByText('Locked. Reach level 3.')).toBeVisible();

    await page.getByRole('link', { name: 'Achievements, merits and perks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'First Steps (earned)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spend a merit on Haggler' })).toBeDisabled();

    await page.goto('/profile');
    const earned = page.getByRole('region', { name: /^Achievements \(\d+\)$/ });
    await expect(earned.getByText('First Steps')).toBeVisible();

    // The chronicle of the last game day (a quiet one says so) on the home page, its lines in the ticker.
    await page.goto('/');
    const chronicle = (await (await page.request.get('/api/chronicle')).json()) as { lines: string[] };
    expect(chronicle.lines.length).toBeGreaterThan(0);
    const home = page.getByRole('region', { name: "Yesterday's chronicle" });
    for (const line of chronicle.lines) await expect(home.getByText(line, { exact: true })).toBeVisible();
    const ticker = ((await (await page.request.get('/api/ticker')).json()) as { ticker: string }).ticker;
    const news = chronicle.lines.filter((line) => line !== QUIET_CHRONICLE_LINE);
    for (const line of news) expect(ticker).toContain(`Yesterday: ${line}`);
    if (news.length === 0) expect(ticker).not.toContain('Yesterday:');
  } finally {
    await staff.close();
  }
});
