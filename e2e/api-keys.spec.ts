import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, request, test } from '@playwright/test';
import { PASSWORD, signUpWithCharacter } from './support/players.ts';

// Each journey loads the reference's renderer or several pages and runs a script: on a loaded
// machine that outlasts the default 45 s.
test.describe.configure({ timeout: 120_000 });

const run = promisify(execFile);
const TIMERS_SCRIPT = fileURLToPath(new URL('../docs/examples/timers.mjs', import.meta.url));

test('a visitor reads the leaderboard and the API reference, which renders under the site’s policy', async ({
  page,
  baseURL,
}) => {
  const visitor = await request.newContext({ baseURL });
  const board = await visitor.get('/api/leaderboard?by=gold');
  expect(board.status()).toBe(200);
  expect(board.headers()['cache-control']).toBe('public, max-age=10');
  // The document the reference renders: the same one the page fetches next.
  const doc = await visitor.get('/api/openapi.json');
  expect(doc.status()).toBe(200);
  await visitor.dispose();

  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/api/docs');
  // The renderer is a large script: on a busy machine it may take a while to parse and draw.
  await expect(page.getByRole('heading', { level: 1, name: /Tales of Deeds API/ })).toBeVisible({ timeout: 30_000 });
  // An operation drawn from the served document (the first tag's first one).
  await expect(page.getByRole('link', { name: '/api/auth/register' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a tool’s link makes a status key; the tool reads the timers, and loses access once the player revokes it', async ({
  page,
  baseURL,
}) => {
  const player = await signUpWithCharacter(page.request);

  // The link a tool maker sends: the page says what the tool will read before making anything.
  await page.goto('/settings/api/new?name=Timer%20app&scopes=status');
  await expect(page.getByRole('heading', { name: '“Timer app” asks for a key' })).toBeVisible();
  const reads = page.getByRole('list', { name: 'What the tool will read' });
  await expect(reads.getByRole('listitem')).toHaveCount(5);
  await expect(reads).toContainText('Whether you are in jail and when you get out.');
  await page.getByRole('button', { name: 'Create the key' }).click();
  const key = await page.getByLabel('Your new key').inputValue();
  expect(key).toMatch(/^tod_/);

  // The tool: no cookie, only the key.
  const status = await fetch(`${baseURL}/api/me/status`, { headers: { authorization: `Bearer ${key}` } });
  expect(status.status).toBe(200);
  const timers = (await status.json()) as Record<string, unknown>;
  expect(timers).toMatchObject({ characterId: player.id, name: player.name, jail: { inJail: false } });
  expect(timers).not.toHaveProperty('gold');
  const printed = await run(process.execPath, [TIMERS_SCRIPT, baseURL ?? ''], { env: { ...process.env, TOD_KEY: key } });
  expect(printed.stdout).toContain(player.name);
  expect(printed.stdout).toContain('deed:');

  // The player sees the key and its calls, and revokes it.
  await page.goto('/settings/api');
  await expect(page.getByText('Timer app', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Latest calls of Timer app' }).click();
  await expect(page.getByRole('cell', { name: 'GET /api/me/status' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Timer app' }).click();
  await expect(page.getByText('You have no API keys.')).toBeVisible();

  const refused = await fetch(`${baseURL}/api/me/status`, { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('apikeys.invalid');
});

test('a signed-out player who follows a tool’s key link signs in and lands back on it', async ({ page, browser }) => {
  const api = await browser.newContext();
  const player = await signUpWithCharacter(api.request);
  await api.close();

  await page.goto('/settings/api/new?name=Timer%20app&scopes=status');
  // The guard sends a visitor home to sign in (docs/product-rules.md, "Routes and guard").
  await expect(page).toHaveURL(/\/$/);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('E-mail').fill(player.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/settings\/api\/new\?name=Timer%20app&scopes=status$/);
  await expect(page.getByRole('heading', { name: '“Timer app” asks for a key' })).toBeVisible();
});
