import { type Browser, expect, test } from '@playwright/test';
import { jailThroughDeeds } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// Issue #27's journey (docs/contacts.md): two new players befriend each other, name each other
// partners, see each other's jailing live, exchange a message, and one reports it; a block
// stops the next message, and a third new player cannot write to a stranger.

/** A signed-in player with a character in a browser of their own. */
async function playerInOwnBrowser(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = await signUpWithCharacter(page.request, { name: uniqueName(prefix) });
  return { context, page, ...player };
}

test('two players befriend, partner, see a jailing live, message, and report', async ({ browser }) => {
  test.setTimeout(180_000);
  const ana = await playerInOwnBrowser(browser, 'Ana');
  const bo = await playerInOwnBrowser(browser, 'Bo');

  await test.step('Ana asks Bo to be friends from his page; Bo accepts on Contacts', async () => {
    await ana.page.goto(`/character/view/${bo.id}`);
    await ana.page.getByRole('button', { name: 'Add Friend' }).click();
    await expect(ana.page.getByRole('button', { name: 'Withdraw Friend Request' })).toBeVisible();
    await bo.page.goto('/contacts');
    const requests = bo.page.getByRole('region', { name: 'Friend requests' });
    await expect(requests.getByRole('link', { name: ana.name })).toBeVisible();
    await requests.getByRole('button', { name: 'Accept' }).click();
    await expect(bo.page.getByRole('region', { name: 'Friends' }).getByRole('link', { name: ana.name })).toBeVisible();
  });

  await test.step('Ana sees the friendship on her Contacts page, then they name each other partners', async () => {
    await ana.page.goto('/contacts');
    const partner = ana.page.getByRole('region', { name: 'Partner' });
    await expect(partner.getByText('No partner yet.')).toBeVisible();
    await partner.getByRole('button', { name: `Ask ${bo.name} to be partners` }).click();
    await expect(partner.getByText(`You asked ${bo.name} to be partners.`)).toBeVisible();
    // Bo's open page hears the proposal live (no reload).
    const bosPartner = bo.page.getByRole('region', { name: 'Partner' });
    await bosPartner.getByRole('button', { name: `Accept ${ana.name} as partner` }).click();
    await expect(bosPartner.getByRole('link', { name: ana.name })).toBeVisible();
    await expect(partner.getByRole('link', { name: bo.name })).toBeVisible();
    await expect(partner.getByText(/Free$/)).toBeVisible();
  });

  await test.step("Bo is jailed: Ana's open Contacts page shows it without a reload", async () => {
    const baseURL = test.info().project.use.baseURL;
    const staff = await browser.newContext({ baseURL });
    await signInStaff(staff.request);
    await jailThroughDeeds(bo.page.request, staff.request);
    await staff.close();
    await expect(ana.page.getByRole('region', { name: 'Partner' }).getByText(/In jail until/)).toBeVisible();
  });

  const text = `Meet me at the gate ${Date.now()}`;
  await test.step('Ana writes to Bo; Bo reads it and reports it', async () => {
    await ana.page.goto(`/character/view/${bo.id}`);
    await ana.page.getByLabel(`Message to ${bo.name}`).fill(text);
    await ana.page.getByRole('button', { name: 'Send' }).click();
    await expect(ana.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(ana.page.getByText(text)).toBeVisible();

    await bo.page.goto('/messages');
    await bo.page.getByRole('link', { name: new RegExp(ana.name) }).click();
    await expect(bo.page.getByText(text)).toBeVisible();
    await bo.page.getByRole('button', { name: `Report the message from ${ana.name}` }).click();
    await bo.page.getByLabel('Why are you reporting this message?').fill('Pestering me');
    await bo.page.getByRole('button', { name: 'Send report' }).click();
    await expect(bo.page.getByText('Reported. Thank you.')).toBeVisible();
  });

  await test.step('staff read the reported conversation in Manage Chat and resolve the report', async () => {
    const staff = await browser.newContext();
    const page = await staff.newPage();
    await signInStaff(page.request);
    await page.goto('/admin/manage-chat');
    const item = page
      .getByRole('list', { name: 'Open reports' })
      .getByRole('listitem')
      .filter({ hasText: 'Pestering me' })
      .filter({ hasText: ana.name });
    await expect(item).toContainText('Direct message by');
    await item.getByRole('button', { name: 'Read the conversation' }).click();
    await expect(item.getByRole('list', { name: 'Reported conversation' })).toContainText(text);
    await item.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: `Resolve the report on ${ana.name}` });
    await resolve.getByLabel(/What was done/).fill('Warned Ana');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is resolved' })).toBeVisible();
    await staff.close();
  });

  await test.step('Bo blocks Ana: she can no longer write to him', async () => {
    await bo.page.goto(`/character/view/${ana.id}`);
    await bo.page.getByRole('button', { name: 'Block' }).click();
    await expect(bo.page.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await ana.page.goto(`/character/view/${bo.id}`);
    await ana.page.getByLabel(`Message to ${bo.name}`).fill('Are you there?');
    await ana.page.getByRole('button', { name: 'Send' }).click();
    await expect(ana.page.getByRole('alert')).toHaveText('This player does not accept that from you.');
  });

  await test.step('a new player cannot write to a stranger', async () => {
    const cy = await playerInOwnBrowser(browser, 'Cy');
    await cy.page.goto(`/character/view/${ana.id}`);
    await cy.page.getByLabel(`Message to ${ana.name}`).fill('Cheap gold, ask me how');
    await cy.page.getByRole('button', { name: 'Send' }).click();
    await expect(cy.page.getByRole('alert')).toHaveText(
      'New players may write only to players who added them as friends first (until 3 days old and level 3).',
    );
    await cy.context.close();
  });

  await ana.context.close();
  await bo.context.close();
});
