import { expect, type Page, test } from '@playwright/test';
import { otherPlayersCharacter, signInStaff, signUpWithCharacter } from './support/players.ts';

const PAYLOAD = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  "[click me](javascript:window.__xss='link')",
  "![pic](javascript:window.__xss='image')",
  '<a href="javascript:window.__xss=\'anchor\'">anchor</a>',
].join('\n\n');

/** Fails the test if any script of the payload ever ran on the page. */
async function watchForScripts(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  return async () => expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

test('an XSS payload in a bio shows as text on the profile, the editor preview and the character page', async ({ page }) => {
  const noScriptRan = await watchForScripts(page);
  await signUpWithCharacter(page.request);
  const saved = await page.request.patch('/api/character/bio', { data: { bio: PAYLOAD } });
  expect(saved.status()).toBe(200);

  await page.goto('/profile');
  const bio = page.locator('.character-sheet__bio');
  await expect(bio).toContainText('<script>window.__xss = "script"</script>');
  await expect(bio).toContainText('<img src=x onerror=');
  await expect(bio.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(bio.getByRole('link', { name: 'click me' })).toHaveAttribute('href', '');
  await bio.getByRole('link', { name: 'click me' }).click();
  await noScriptRan();

  await page.goto('/edit-profile');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('<script>window.__xss = "script"</script>');
  await expect(preview.locator('script, img, [onerror]')).toHaveCount(0);
  await noScriptRan();

  const viewer = await page.context().browser()!.newPage();
  try {
    const viewerCheck = await watchForScripts(viewer);
    const { id } = await signUpWithCharacter(viewer.request);
    await viewer.goto(`/character/view/${id}`);
    await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();
    const me = await page.request.get('/api/character/');
    const ownId = ((await me.json()) as { id: string }).id;
    await viewer.goto(`/character/view/${ownId}`);
    const biography = viewer.getByRole('region', { name: 'Biography' });
    await expect(biography).toContainText('<script>window.__xss = "script"</script>');
    await expect(biography.locator('script, img, [onerror]')).toHaveCount(0);
    await viewerCheck();
  } finally {
    await viewer.close();
  }
});

test('an XSS payload as a character name is refused and shown only as text', async ({ page }) => {
  const noScriptRan = await watchForScripts(page);
  const name = '<img src=x onerror=alert(1)>';
  const registered = await page.request.post('/api/auth/register', {
    data: { email: `xss-${Date.now()}@example.com`, password: 'correct-horse-battery' },
  });
  expect(registered.status()).toBe(201);

  const refused = await page.request.post('/api/character/create', { data: { name, bio: 'x' } });
  expect(refused.status()).toBe(400);

  await page.goto('/character/create');
  const form = page.getByRole('form', { name: 'Create Character' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Bio').fill('Harmless.');
  await form.getByRole('button', { name: 'Create Character' }).click();
  await expect(form.getByText('Name may use letters, digits, spaces, _ and - only.')).toBeVisible();
  await noScriptRan();
});

test('an XSS payload in a search renders as text', async ({ page }) => {
  const noScriptRan = await watchForScripts(page);
  await signUpWithCharacter(page.request);
  await otherPlayersCharacter();
  const query = '<img src=x onerror=alert(1)>';
  await page.goto(`/character/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('searchbox', { name: 'Character name' })).toHaveValue(query);
  await expect(page.getByText('No characters found. Try a different search term.')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await noScriptRan();
});

test('an XSS payload in an announcement renders as text on the home page', async ({ page, browser }) => {
  const title = '<img src=x onerror="window.__xss = \'title\'">';
  const content = '<script>window.__xss = "content"</script> [link](javascript:alert(1))';
  const staff = await browser.newContext();
  let announcementId = '';
  try {
    await signInStaff(staff.request);
    const created = await staff.request.post('/api/info/announcements', { data: { title, content } });
    expect(created.status(), await created.text()).toBe(201);
    announcementId = ((await created.json()) as { id: string }).id;

    const noScriptRan = await watchForScripts(page);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Latest Announcements' });
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByText(content)).toBeVisible();
    await expect(panel.locator('script, img, a')).toHaveCount(0);
    await noScriptRan();
  } finally {
    if (announcementId) await staff.request.delete(`/api/info/announcements/${announcementId}`);
    await staff.close();
  }
});
