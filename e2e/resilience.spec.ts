import { expect, test } from '@playwright/test';
import { signUpWithCharacter } from './support/players.ts';

// Issue #11: pages survive a redeploy, and the server answers static files honestly.

test('a screen whose chunk is gone after a redeploy reloads once, then offers a retry, never the raw error', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your character' })).toBeVisible();

  // As after a redeploy that removed the build this page started with: its Deeds chunk is gone.
  await page.route(/\/assets\/deeds-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found.' }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deeds' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  expect(documents).toEqual(['/deeds']);
  await expect(page.getByText(/dynamically imported module/i)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);

  // The new build is in place: Try again loads the screen.
  await page.unroute(/\/assets\/deeds-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Deeds', level: 1 })).toBeVisible();
});

test('static files: compressed, real robots, manifest and favicon, 404 for the rest, no source maps', async ({ request }) => {
  const html = await request.get('/deeds', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.status()).toBe(200);
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers().vary).toMatch(/accept-encoding/i);
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1];
  expect(entry).toMatch(/^\/assets\/.+\.js$/);

  const script = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['content-encoding']).toBe('br');
  const code = await script.text();
  expect(code).not.toContain('sourceMappingURL');
  // V8 compiles the scripts while they download only with the hint on their very first line.
  expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  expect((await request.get(`${entry}.map`)).status()).toBe(404);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('User-agent: *');
  const manifest = await request.get('/manifest.json');
  expect(((await manifest.json()) as { name: string }).name).toBe('Tales of Deeds');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);

  // Every file the page names for its screen is there (a stale name would be a 404 per visit).
  const named = [
    ...(await html.text()).matchAll(/<link rel="(?:modulepreload|stylesheet)" crossorigin href="(\/assets\/[^"]+)">/g),
  ].map((m) => m[1]!);
  expect(named.filter((file) => file.startsWith('/assets/deeds-')).length).toBeGreaterThan(0);
  for (const file of named) {
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    if (file.endsWith('.js')) expect((await answer.text()).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }

  for (const path of ['/assets/index-0ld8u1ld.js', '/apple-touch-icon-precomposed.png', '/sitemap.xml']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  }
});
