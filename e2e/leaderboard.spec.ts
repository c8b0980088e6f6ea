import { expect, test } from '@playwright/test';
import { signUpWithCharacter } from './support/players.ts';

test('the leaderboard ranks characters on five boards and links each to its page', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  // The character boards come first; the crew boards follow in their own section.
  await expect(page.getByRole('tab')).toHaveText([
    'Level',
    'Gold',
    'Good',
    'Evil',
    'Jailbreaks',
    'Respect',
    'Members',
    'Group deeds',
  ]);

  const level = page.getByRole('table', { name: 'Top characters by level' });
  await expect(level.getByRole('row').nth(1)).toBeVisible();
  await expect(level.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');

  await page.getByRole('tab', { name: 'Gold' }).click();
  await expect(page).toHaveURL(/\/leaderboard\?by=gold$/);
  const gold = page.getByRole('table', { name: 'Top characters by gold' });
  const first = gold.getByRole('row').nth(1).getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/character\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});
