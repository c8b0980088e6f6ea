import { expect, test } from '@playwright/test';
import { runCli } from './support/cli.ts';
import { PASSWORD, signUpWithCharacter } from './support/players.ts';

const NEW_PASSWORD = 'a-brand-new-secret';

test('a player changes their password from the account page; their other browser is signed out', async ({ page, browser }) => {
  const { email } = await signUpWithCharacter(page.request);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const login = await other.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await other.goto('/profile');
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();

  await test.step('open Account settings from the profile and change the password', async () => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Account settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText('Password changed. Your other sessions have been signed out.');
  });

  await test.step('this browser stays signed in; the other one is signed out', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('form', { name: 'Login' })).toBeVisible();
  });

  await test.step('the old password no longer works, the new one does', async () => {
    const form = other.getByRole('form', { name: 'Login' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByLabel('Password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
  await otherContext.close();
});

test('an operator prints a reset link while the server runs; the player sets a new password with it', async ({ browser }) => {
  const setupContext = await browser.newContext();
  const { email } = await signUpWithCharacter(setupContext.request);
  await setupContext.close();

  const printed = runCli('reset-password', email);
  const link = printed.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, printed).toBeDefined();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toHaveText(
    'Password changed. Sign in with your new password.',
  );

  await test.step('the link works once', async () => {
    const again = await page.request.post('/api/auth/reset-password', {
      data: { token: new URL(link!).searchParams.get('token'), password: 'yet-another-pass' },
    });
    expect(again.status()).toBe(400);
  });

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await context.close();
});

test('a player deletes their account: signed out everywhere, cannot sign in, the character is anonymised', async ({ page }) => {
  const { email, name, id } = await signUpWithCharacter(page.request);
  await page.goto('/account');
  const zone = page.getByRole('form', { name: 'Delete account' });
  await zone.getByLabel('Password').fill(PASSWORD);
  await zone.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(`${name} dies and loses their name on every public page.`);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('form', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toBeVisible();

  const viewer = await page.context().browser()!.newContext();
  const viewerPage = await viewer.newPage();
  await signUpWithCharacter(viewerPage.request);
  await viewerPage.goto(`/character/view/${id}`);
  await expect(viewerPage.getByRole('heading', { level: 1 })).toContainText(`Departed #${id.slice(0, 8)}`);
  await expect(viewerPage.getByRole('main')).not.toContainText(name);
  await viewer.close();
});
