import { expect, test } from '@playwright/test';
import { PASSWORD, registerInUi, uniqueEmail } from './support/players.ts';

test('a failed login shows the server message and a later login succeeds', async ({ page, browser }) => {
  const email = uniqueEmail();
  await registerInUi(page, email);

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/');
    const form = visitor.getByRole('form', { name: 'Login' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(visitor.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(visitor.getByRole('button', { name: 'Logout' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('registering an e-mail twice shows the server message', async ({ page, browser }) => {
  const email = uniqueEmail();
  await registerInUi(page, email);
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'New here? Register' }).click();
    const form = visitor.getByRole('form', { name: 'Register' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText('cannot be registered');
  } finally {
    await visitor.close();
  }
});

test('the sign-in fields are required and typed', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('E-mail')).toHaveAttribute('required', '');
  await expect(form.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(form.getByLabel('Password')).toHaveAttribute('required', '');
});
