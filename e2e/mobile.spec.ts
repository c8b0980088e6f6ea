import { expect, test } from '@playwright/test';
import { createCharacterInUi, registerInUi, uniqueEmail, uniqueName } from './support/players.ts';

test('at 360 px the navigation collapses behind a menu and nothing scrolls sideways', async ({ page }) => {
  const name = uniqueName('Pip');
  await registerInUi(page, uniqueEmail('mobile'));
  await createCharacterInUi(page, name);

  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (Level 1)`);
  await expect(nav).toBeHidden();

  for (const path of ['/', '/profile', '/edit-profile', '/character/search?q=Pip']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
