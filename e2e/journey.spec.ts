import { expect, test } from '@playwright/test';
import { gradientPng } from './support/png.ts';
import { createCharacterInUi, otherPlayersCharacter, registerInUi, uniqueEmail, uniqueName } from './support/players.ts';

test('a new player registers, creates a character, edits the profile, finds another player and logs out', async ({ page }) => {
  const rival = await otherPlayersCharacter({
    name: uniqueName('Rival'),
    bio: 'Sworn to [color=#1d6b2a]the green wood[/color] and **nothing else**.',
  });
  const name = uniqueName('Aria');

  await test.step('register from the header form', async () => {
    await registerInUi(page, uniqueEmail());
    const panel = page.getByRole('region', { name: 'Your character' });
    await expect(panel.getByText('No character yet')).toBeVisible();
    await expect(panel.getByText('True Neutral')).toHaveCount(0);
  });

  await test.step('a player without a character is sent to Create Character', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/character\/create$/);
  });

  await test.step("create a character and land on the player's own home, the news a link away", async () => {
    await createCharacterInUi(page, name, 'Born under a *wandering* star.');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Best deed for you now' })).toBeVisible();
    await page.getByRole('link', { name: 'News and announcements' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Tales of Deeds' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest Announcements' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Development Roadmap' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Your character' });
    await expect(panel).toContainText('Level 1');
    await expect(panel).toContainText('Gold 100');
    await expect(panel.getByText('True Neutral')).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Experience to level 2' })).toHaveAttribute('aria-valuenow', '0');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Deeds', 'Training', 'Quests', 'City', 'Travel', 'Chat', 'Search Players', 'Profile']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  await test.step('the profile shows the character', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (Level 1)`);
    const stats = page.locator('.stat-list');
    await expect(stats).toContainText('Gold100');
    await expect(stats).toContainText('True Neutral');
    await expect(stats).toContainText('Player Age0 days');
    await expect(stats.getByText(/^[A-Z0-9]{4,}$/)).toBeVisible();
    await expect(page.getByText('No Image')).toBeVisible();
    await expect(page.locator('.character-sheet__bio em')).toHaveText('wandering');
  });

  await test.step('edit the bio with the toolbar and crop a portrait', async () => {
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No changes to update.' })).toBeVisible();

    const bio = page.getByRole('textbox', { name: 'Bio' });
    await bio.fill('I seek glory');
    await bio.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(7, 12));
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(bio).toHaveValue('I seek **glory**');
    await bio.press('End');
    await bio.pressSequentially(' and ');
    await page.getByLabel('Colour').fill('#1d6b2a');
    await page.getByRole('button', { name: 'Color' }).click();
    await expect(bio).toHaveValue('I seek **glory** and [color=#1d6b2a]coloured text[/color]');
    await bio.pressSequentially('gold');
    await expect(bio).toHaveValue('I seek **glory** and [color=#1d6b2a]gold[/color]');

    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('glory');
    await expect(preview.locator('span.color-tag')).toHaveText('gold');
    await expect(preview.locator('span.color-tag')).toHaveCSS('color', 'rgb(29, 107, 42)');

    await page.getByLabel('Portrait image').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await expect(page.getByRole('group', { name: /Crop frame/ })).toBeVisible();
    await page.getByLabel('Zoom').fill('2');
    const cropped = page.getByRole('img', { name: 'Preview of the cropped portrait' });
    await expect(cropped).toBeVisible();
    await expect(cropped).toHaveJSProperty('naturalWidth', 300);
    await expect(cropped).toHaveJSProperty('naturalHeight', 450);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const bioSection = page.locator('.character-sheet__bio');
    await expect(bioSection.locator('strong')).toHaveText('glory');
    await expect(bioSection.locator('span.color-tag')).toHaveCSS('color', 'rgb(29, 107, 42)');
    const portrait = page.getByRole('img', { name: `Portrait of ${name}` });
    await expect(portrait).toHaveAttribute('src', /^\/api\/resources\//);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('search for another player', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search Players' }).click();
    const box = page.getByRole('searchbox', { name: 'Character name' });
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/character\/search$/);

    await box.fill('zz-nobody-zz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No characters found. Try a different search term.')).toBeVisible();

    await box.fill(rival.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(rival.name).replace(/%20/g, '(\\+|%20)')}`));
    // The right sidebar lists the rival too (active players): look in the search results.
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(rival.name) });
    await expect(card).toContainText('Level: 1');
    await expect(card).toContainText('Alignment: Neutral');
    await expect(card).toContainText('No Image');
    await card.click();
  });

  await test.step('view the other character', async () => {
    await expect(page).toHaveURL(new RegExp(`/character/view/${rival.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${rival.name} (Level 1)`);
    await expect(page.getByText('No User Image')).toBeVisible();
    const stats = page.locator('.stat-list');
    await expect(stats).toContainText('Gold100');
    await expect(stats).toContainText('AlignmentNeutral');
    await expect(stats).toContainText('Character Age0 days');
    const biography = page.getByRole('region', { name: 'Biography' });
    await expect(biography.locator('span.color-tag')).toHaveText('the green wood');
    await expect(biography.locator('span.color-tag')).toHaveCSS('color', 'rgb(29, 107, 42)');
    await expect(biography.locator('strong')).toHaveText('nothing else');
  });

  await test.step('a search address starts the search by itself', async () => {
    await page.goto(`/character/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home']);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Tales of Deeds' })).toBeVisible();
  });
});
