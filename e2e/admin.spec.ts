import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

interface PlayerDeed {
  name: string;
  reward: { gold: number; experience: number };
}

async function playerDeeds(api: APIRequestContext): Promise<PlayerDeed[]> {
  const response = await api.get('/api/deeds');
  expect(response.status()).toBe(200);
  return (await response.json()) as PlayerDeed[];
}

async function openAdmin(page: Page, linkName: string): Promise<void> {
  await signInStaff(page.request);
  await page.goto('/admin');
  await page.getByRole('link', { name: linkName }).click();
  await expect(page.getByRole('heading', { level: 1, name: linkName })).toBeVisible();
}

test('staff create, quick-edit, fully edit and delete a deed; players see each change', async ({ page, browser }) => {
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const player = playerPage.request;
  await signUpWithCharacter(player);
  const name = uniqueName('Deed');
  const renamed = uniqueName('Deed');
  await openAdmin(page, 'Manage Deeds');
  await expect(page.getByRole('tab', { name: 'Deeds List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Level' })).toHaveAttribute('aria-sort', 'ascending');

  await test.step('create a deed from the form tab', async () => {
    await page.getByRole('tab', { name: 'Add New Deed' }).click();
    const form = page.getByRole('form', { name: 'Add New Deed' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Level', { exact: true }).fill('1');
    await form.getByLabel('Alignment', { exact: true }).selectOption({ label: 'Good (+1)' });
    await form.getByLabel('Description').fill('Help the baker carry flour sacks.');
    await form.getByLabel('Max Gold').fill('40');
    await form.getByLabel('Max Experience').fill('30');
    await form.getByRole('button', { name: 'Create Deed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'New deed created successfully!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deeds List' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
    expect((await playerDeeds(player)).find((d) => d.name === name)?.reward.gold).toBe(40);
  });

  await test.step('quick-edit the row inline', async () => {
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: 'Name' }) });
    await row.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await row.getByRole('spinbutton', { name: 'Gold' }).fill('55');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deed updated successfully!' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  });

  await test.step('fully edit it in the form tab', async () => {
    await page.getByRole('button', { name: `Full Edit ${renamed}` }).click();
    await expect(page.getByRole('tab', { name: 'Edit Deed' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: `Edit Deed: ${renamed}` });
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(renamed);
    await expect(form.getByLabel('Max Gold')).toHaveValue('55');
    await form.getByLabel('Max Experience').fill('99');
    await form.getByLabel('City').selectOption({ label: 'Hearthmere' });
    await form.getByLabel('Skill', { exact: true }).selectOption('Lockpicking');
    await form.getByLabel('Skill level').fill('3');
    await form.getByRole('button', { name: 'Update Deed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deed updated successfully!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Add New Deed' })).toBeVisible();
    const seen = (await playerDeeds(player)).find((d) => d.name === renamed);
    expect(seen?.reward).toMatchObject({ gold: 55, experience: 99 });
    // A level-1 good deed: the player's Deeds page lists it (two level-1 good deeds, under the 3 shown per group).
    expect(seen).toMatchObject({ skill: { name: 'Lockpicking', required: 3, yours: 0 } });
    await expect(page.getByRole('rowheader', { name: `${renamed} (Hearthmere only)` })).toBeVisible();
    await playerPage.goto('/deeds');
    await expect(playerPage.getByRole('main').getByRole('heading', { name: renamed })).toBeVisible();
    const card = playerPage.locator('article', { has: playerPage.getByRole('heading', { name: renamed }) });
    await expect(card).toContainText('Local deed, only offered in this city');
    await expect(card).toContainText('Lockpicking 0 / 3');
  });

  await test.step('delete it after confirming', async () => {
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete deed?' });
    await expect(dialog).toContainText('Are you sure you want to delete this deed?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deed deleted successfully!' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: renamed })).toHaveCount(0);
    expect((await playerDeeds(player)).some((d) => d.name === renamed || d.name === name)).toBe(false);
    await playerPage.reload();
    await expect(playerPage.getByRole('main').getByRole('heading', { name: 'Rescue a Kitten' })).toBeVisible();
    await expect(playerPage.getByRole('main').getByRole('heading', { name: renamed })).toHaveCount(0);
  });
  await playerContext.close();
});

test('staff create and edit a city that a player then travels to; a city is deleted after the warning', async ({
  page,
  browser,
}) => {
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const player = playerPage.request;
  await signUpWithCharacter(player);
  const name = uniqueName('Town');
  const renamed = uniqueName('Town');
  // Off the seeded map (within 6 squares of Hearthmere) and random, so parallel runs rarely share
  // a square; near enough that a new character's 100 gold pays the fare (2 x squares x level).
  const x = randomInt(15, 26);
  const y = randomInt(-20, 21);
  await openAdmin(page, 'Manage Cities');

  await test.step('create a city with a building', async () => {
    await page.getByRole('button', { name: 'Create New City' }).click();
    await expect(page.getByRole('button', { name: 'Create New City' })).toBeDisabled();
    const form = page.getByRole('form', { name: 'Create New City' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Description', { exact: true }).fill('A quiet river town.');
    await form.getByLabel('X Position').fill(String(x));
    await form.getByLabel('Y Position').fill(String(y));
    await form.getByLabel('Alignment').fill('15');
    await form.getByRole('button', { name: 'Add Building' }).click();
    await form.getByLabel('Type of Building 1').selectOption('tavern');
    await form.getByLabel('Name of Building 1').fill('The Lamp');
    await form.getByRole('button', { name: 'Create City' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toContainText('Good (15)');
    await expect(row).toContainText(`X: ${x}, Y: ${y}`);
    await expect(row).toContainText('None');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  });

  await test.step('find it by search and edit it', async () => {
    await page.getByRole('searchbox', { name: 'Search cities' }).fill(name);
    await expect(page.getByText('1 city', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit City: ${name}` });
    await expect(form.getByLabel('Name of Building 1')).toHaveValue('The Lamp');
    await form.getByLabel('Name', { exact: true }).fill(renamed);
    await form.getByLabel('Alignment').fill('-20');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search cities' }).fill(renamed);
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: renamed }) })).toContainText(
      'Evil (-20)',
    );
  });

  await test.step('a player travels to the edited city on the Travel page', async () => {
    await playerPage.goto('/travel');
    await playerPage.getByRole('list', { name: 'Destinations' }).getByRole('button', { name: renamed }).click();
    await playerPage.getByRole('button', { name: 'Begin Journey' }).click();
    await expect(playerPage).toHaveURL(/\/city$/);
    const own = (await (await player.get('/api/character/')).json()) as { location: { name: string } };
    expect(own.location).toMatchObject({ name: renamed });
    await expect(playerPage.getByRole('main')).toContainText(renamed);
  });

  await test.step('delete another city after the warning', async () => {
    const doomed = uniqueName('Ruin');
    const created = await page.request.post('/api/cities', { data: { name: doomed } });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search cities' }).fill(doomed);
    await page.getByRole('button', { name: `Delete ${doomed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete City' });
    await expect(dialog).toContainText('This action cannot be undone!');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No cities match your search')).toBeVisible();
  });
  await playerContext.close();
});

test('staff publish an announcement, a feature with a picked emoji and a roadmap phase, then update the ticker', async ({
  page,
}) => {
  const tag = uniqueName('News');
  await openAdmin(page, 'Manage Home Page Content');

  await test.step('publish an announcement', async () => {
    await page.getByRole('tab', { name: 'Add Announcement' }).click();
    const save = page.getByRole('button', { name: 'Create Announcement' });
    await expect(save).toBeDisabled();
    const form = page.getByRole('form', { name: 'Add Announcement' });
    await form.getByLabel('Title').fill(`${tag} announcement`);
    await form.getByLabel('Content', { exact: true }).fill('The northern road is open again.');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Announcement created successfully!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${tag} announcement` })).toBeVisible();
  });

  await test.step('add a feature, choosing its emoji in the picker', async () => {
    await page.getByRole('tab', { name: 'Add Feature' }).click();
    const form = page.getByRole('form', { name: 'Add Feature' });
    await form.getByRole('button', { name: 'Choose emoji' }).click();
    await form.getByLabel('Search emoji').fill('dragon');
    await form.getByRole('gridcell', { name: 'dragon', exact: true }).click();
    await expect(form.getByLabel('Emoji', { exact: true })).toHaveValue('🐉');
    await expect(form.getByRole('button', { name: 'Choose emoji' })).toBeFocused();
    await form.getByLabel('Title').fill(`${tag} feature`);
    await form.getByLabel('Description').fill('Dragons roost in the mountains.');
    await form.getByLabel('Status').selectOption('complete');
    await form.getByRole('button', { name: 'Add Feature' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Feature saved successfully!' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Completed Features' })).toContainText(`${tag} feature`);
  });

  await test.step('add a roadmap phase from comma-separated items', async () => {
    await page.getByRole('tab', { name: 'Add Roadmap Phase' }).click();
    const form = page.getByRole('form', { name: 'Add Roadmap Phase' });
    await form.getByLabel('Phase', { exact: true }).fill(`${tag} phase`);
    await form.getByLabel('Items').fill('Guild halls, Guild chat');
    await form.getByLabel('Status').selectOption('upcoming');
    await form.getByRole('button', { name: 'Add Phase' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Roadmap phase saved successfully!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${tag} phase` })).toBeVisible();
  });

  await test.step("the news page (a link away from a player's home) shows all three", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'News and announcements' }).click();
    await expect(page.getByRole('region', { name: 'Latest Announcements' })).toContainText(`${tag} announcement`);
    const features = page.getByRole('region', { name: 'Features', exact: true });
    await expect(features).toContainText(`${tag} feature`);
    await expect(features.locator('.feature').filter({ hasText: `${tag} feature` })).toContainText('🐉');
    const roadmap = page.getByRole('region', { name: 'Development Roadmap' });
    await expect(roadmap.getByRole('heading', { name: `${tag} phase` })).toBeVisible();
    await expect(roadmap).toContainText('Guild chat');
  });

  await test.step('update the ticker; this browser shows it at once', async () => {
    const before = ((await (await page.request.get('/api/ticker')).json()) as { ticker: string }).ticker;
    await page.goto('/admin/manage-ticker');
    const text = page.getByRole('textbox', { name: 'Ticker Text' });
    await expect(text).toHaveValue(before);
    await expect(page.getByRole('button', { name: 'Update Ticker Feed' })).toBeDisabled();
    await text.fill(`Welcome back • ${tag} in the ticker`);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(`★ ${tag} in the ticker`);
    await page.getByRole('button', { name: 'Update Ticker Feed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ticker feed updated successfully!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'News', exact: true })).toContainText(`${tag} in the ticker`);
    await page.request.post('/api/ticker', { data: { ticker: before } });
  });

  await test.step('delete the three again, each after confirming', async () => {
    await page.goto('/admin/manage-home');
    await page.getByRole('button', { name: `Delete announcement ${tag} announcement` }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this announcement?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Announcement deleted successfully!' })).toBeVisible();

    await page.getByRole('tab', { name: 'Features' }).click();
    await page.getByRole('button', { name: `Delete feature ${tag} feature` }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this feature?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Feature deleted successfully!' })).toBeVisible();

    await page.getByRole('tab', { name: 'Roadmap', exact: true }).click();
    await page.getByRole('button', { name: `Delete phase ${tag} phase` }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this roadmap phase?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Roadmap phase deleted successfully!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${tag} phase` })).toHaveCount(0);
  });
});

test('staff see Manage Users, Manage Characters and Manage Quests; a player opening any admin address is sent to /', async ({
  page,
  browser,
}) => {
  await signUpWithCharacter(page.request);
  const paths = ['manage-home', 'manage-users', 'manage-deeds', 'manage-cities', 'manage-ticker', 'manage-chat', 'nowhere'];
  for (const path of paths) {
    await page.goto(`/admin/${path}`);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  const staff = await browser.newPage();
  try {
    await signInStaff(staff.request);
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Manage Users' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await expect(staff.getByLabel('E-mail or character name')).toBeVisible();
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Manage Skills' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Manage Skills' })).toBeVisible();
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Manage Characters' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Manage Characters' })).toBeVisible();
    await expect(staff.getByLabel('Character name')).toBeVisible();
    await staff.goto('/admin');
    await staff.getByRole('link', { name: 'Manage Quests' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Manage Quests' })).toBeVisible();
    await expect(staff.getByRole('form', { name: /^alms-round / })).toBeVisible();
    await staff.getByRole('link', { name: 'Admin Dashboard' }).first().click();
    await expect(staff).toHaveURL(/\/admin$/);
  } finally {
    await staff.close();
  }
});
