import { expect, test } from '@playwright/test';
import { registerInUi, uniqueEmail } from './support/players.ts';

// Logout is a GET the game page's own script makes (docs/hardening.md, "Accounts and floods").
test('the Logout button signs out; opening the logout address does not', async ({ page }) => {
  await registerInUi(page, uniqueEmail('leaver'));

  // A navigation (a link, a typed address) is refused and the player stays signed in.
  const navigation = await page.goto('/api/auth/logout');
  expect(navigation?.status()).toBe(403);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
