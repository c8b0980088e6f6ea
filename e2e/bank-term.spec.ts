import { expect, request, test } from '@playwright/test';
import { signInStaff, signUpWithCharacter } from './support/players.ts';

// A term deposit from opening to collecting, as a player meets it (docs/economy.md). It runs on
// the fast server (a game day is a real minute there), so the one-day term falls due while the
// page is open.

test('a player opens a one-day term deposit, sees it fall due, collects it with its interest and may then open a longer one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const staff = await request.newContext({ baseURL });
  await signInStaff(staff);
  const me = await signUpWithCharacter(page.request);
  const moved = await staff.post(`/api/admin/characters/${me.id}/change`, {
    data: { level: 5, reason: 'Browser journey: a term deposit' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const granted = await staff.post(`/api/admin/characters/${me.id}/gold`, {
    data: { delta: 1000, reason: 'Browser journey: gold' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await staff.dispose();

  await page.goto('/bank');
  const terms = page.getByRole('region', { name: 'Term deposits' });
  await expect(terms.getByRole('listitem').filter({ hasText: '7 days' })).toContainText('collect a 1-day term deposit first');
  await terms.getByLabel('Gold to lock').fill('500');
  await terms.getByRole('button', { name: 'Open term deposit' }).click();
  await expect(terms.getByText('You locked 500 gold for 1 day. It will pay 5 gold interest.')).toBeVisible();

  // A game day is a real minute here: the page says when it falls due, then offers the collection.
  await expect(terms.getByText(/paying 5 gold interest\. It is due\./)).toBeVisible({ timeout: 120_000 });
  await terms.getByRole('button', { name: 'Collect 505 gold' }).click();
  await expect(terms.getByText('You collected 505 gold: 500 gold and 5 gold interest.')).toBeVisible();
  await expect(terms.getByRole('list').filter({ hasText: '500 gold for 1 day: 5 gold interest' })).toBeVisible();
  await expect(terms.getByRole('listitem').filter({ hasText: '7 days' })).not.toContainText('first');
  await expect(terms.getByRole('option', { name: /7 days/ })).toBeAttached();
});
