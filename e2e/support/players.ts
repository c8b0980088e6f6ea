import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';

export const PASSWORD = 'correct-horse-battery';

/** A unique e-mail per test, so tests never share an account. */
export const uniqueEmail = (tag = 'player') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

/** A unique character name within the 20-character rule. */
export const uniqueName = (prefix = 'Hero') => `${prefix} ${randomBytes(3).toString('hex')}`;

/** Registers through the header form; the page reloads signed in. */
export async function registerInUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'New here? Register' }).click();
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Password').fill(password);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Creates a character through the Create Character page (the player must have none). */
export async function createCharacterInUi(page: Page, name: string, bio = 'A humble wanderer.'): Promise<void> {
  await page.goto('/character/create');
  const form = page.getByRole('form', { name: 'Create Character' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Bio').fill(bio);
  await form.getByRole('button', { name: 'Create Character' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Your character' })).toContainText(name);
}

/**
 * A player with a living character, set up through the API for tests whose subject lies
 * elsewhere. With `page.request` the page shares the session (same cookies).
 */
export async function signUpWithCharacter(
  api: APIRequestContext,
  options: { email?: string; name?: string; bio?: string } = {},
): Promise<{ email: string; name: string; id: string }> {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? uniqueName();
  const registered = await api.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await api.post('/api/character/create', { data: { name, bio: options.bio ?? 'Ready for adventure.' } });
  expect(created.status(), await created.text()).toBe(201);
  const character = (await created.json()) as { id: string };
  return { email, name, id: character.id };
}

/**
 * The staff account (ADMIN_EMAILS in the config) exists once per database, so a retried test
 * logs in where the first attempt registered.
 */
export async function signInStaff(api: APIRequestContext, email = 'staff@example.com'): Promise<void> {
  const registered = await api.post('/api/auth/register', { data: { email, password: PASSWORD } });
  if (registered.status() === 409) {
    const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
  } else {
    expect(registered.status(), await registered.text()).toBe(201);
  }
  const created = await api.post('/api/character/create', { data: { name: uniqueName('Warden'), bio: 'Keeper of the realm.' } });
  expect([201, 409], await created.text()).toContain(created.status());
}

/** Another player's character, made with its own cookie jar so the page stays signed in as itself. */
export async function otherPlayersCharacter(options: { name?: string; bio?: string } = {}) {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await signUpWithCharacter(api, options);
  } finally {
    await api.dispose();
  }
}
