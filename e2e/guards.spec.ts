import { expect, test } from '@playwright/test';
import { PASSWORD, signInStaff, signUpWithCharacter, uniqueEmail, uniqueName } from './support/players.ts';

test('a visitor sees the home page and is sent to / from guarded pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Tales of Deeds' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  for (const path of ['/profile', '/home', '/character/search?q=x', '/quests', '/character/create', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home']);
});

test('a player without a character can only create one', async ({ page }) => {
  const registered = await page.request.post('/api/auth/register', { data: { email: uniqueEmail(), password: PASSWORD } });
  expect(registered.status()).toBe(201);
  for (const path of ['/', '/profile', '/edit-profile', '/character/search', '/quests']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/character\/create$/);
  }
  await expect(page.getByRole('heading', { name: 'Create Character' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home']);

  const form = page.getByRole('form', { name: 'Create Character' });
  await form.getByRole('button', { name: 'Create Character' }).click();
  await expect(form.getByText('Name must be 3 to 20 characters.')).toBeVisible();
  await expect(form.getByText('Bio is required.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill(uniqueName());
  await form.getByLabel('Bio').fill('Testing the heir rules.');
  await form.getByLabel('Child Code').fill('NOSUCHCODE');
  await form.getByRole('button', { name: 'Create Character' }).click();
  await expect(form.getByRole('alert')).toHaveText('Unknown child code.');
});

test('a player with a character cannot open Create Character', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/character/create');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

test('retiring a character sends the player to Create Character, where an heir can be made', async ({ page }) => {
  const { name } = await signUpWithCharacter(page.request);
  await page.goto('/profile');
  const childCode = (await page.locator('.stat-list code').textContent())?.trim() ?? '';
  expect(childCode).not.toBe('');

  await page.getByRole('button', { name: 'Retire character' }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Retire character' }).click();
  await dialog.getByRole('button', { name: 'Yes, retire' }).click();
  await expect(page).toHaveURL(/\/character\/create$/);
  await expect(page.getByText(`${name} has passed on.`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home']);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/character\/create$/);

  const heir = uniqueName('Heir');
  const form = page.getByRole('form', { name: 'Create Character' });
  await form.getByLabel('Name').fill(heir);
  await form.getByLabel('Bio').fill('Carrying on the family name.');
  await form.getByLabel('Child Code').fill(childCode);
  await form.getByRole('button', { name: 'Create Character' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Your character' })).toContainText(heir);
});

test('only staff see and open the admin area', async ({ page, browser }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/manage-deeds');
  await expect(page).toHaveURL(/\/$/);

  const staff = await browser.newPage();
  try {
    await signInStaff(staff.request);
    await staff.goto('/');
    const link = staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Dashboard' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Manage Ticker' })).toBeVisible();
    await staff.getByRole('link', { name: 'Manage Quests' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Manage Quests' })).toBeVisible();
  } finally {
    await staff.close();
  }
});

test('the quests board, unknown paths and bad ids render inside the shell', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/quests');
  await expect(page.getByRole('heading', { name: 'Your contracts (0 of 3)' })).toBeVisible();
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tales of Deeds' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Tales of Deeds' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/character/view/not-a-real-id');
  await expect(page.getByText('Character not found')).toBeVisible();
});
