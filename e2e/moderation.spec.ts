import { type Browser, expect, type Page, test } from '@playwright/test';
import { setRole } from './support/cli.ts';
import { PASSWORD, signInStaff, signUpWithCharacter, uniqueEmail } from './support/players.ts';

/** A signed-in player with a character in a browser of their own. */
async function playerInOwnBrowser(browser: Browser, email = uniqueEmail()) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = await signUpWithCharacter(page.request, { email });
  return { context, page, ...player };
}

const chatLine = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

test('a moderator deletes an abusive message from every open chat and mutes its author', async ({ browser }) => {
  const moderator = await playerInOwnBrowser(browser, uniqueEmail('moderator'));
  setRole(moderator.email, 1);
  const author = await playerInOwnBrowser(browser);
  const witness = await playerInOwnBrowser(browser);
  const abuse = `You are all worthless ${Date.now()}`;
  const second = `And I mean it ${Date.now()}`;

  await test.step('the abusive messages reach an open chat', async () => {
    await witness.page.goto('/chat');
    await expect(witness.page.getByRole('heading', { name: 'Global Chat' })).toBeVisible();
    for (const message of [abuse, second]) {
      // One message a second per account: a refused post changes nothing, so it is tried again.
      await expect(async () => {
        const posted = await author.page.request.post('/api/shoutbox/message', { data: { message } });
        expect(posted.status(), await posted.text()).toBe(201);
      }).toPass();
    }
    await expect(chatLine(witness.page, abuse)).toBeVisible();
  });

  await test.step('the moderator, who has a Moderation link but no Admin Dashboard, deletes one', async () => {
    const page = moderator.page;
    await page.goto('/chat');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Moderation' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    const line = chatLine(page, abuse);
    await line.getByRole('button', { name: `Actions for ${author.name}'s message` }).click();
    await line.getByRole('button', { name: 'Delete message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.getByLabel(/Reason/).fill('Insults');
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await expect(chatLine(page, abuse)).toHaveCount(0);
  });

  await test.step("it vanishes from the witness's open chat without a reload", async () => {
    await expect(chatLine(witness.page, abuse)).toHaveCount(0);
    await expect(chatLine(witness.page, second)).toBeVisible();
  });

  await test.step('the moderator mutes the author from their other message', async () => {
    const page = moderator.page;
    const line = chatLine(page, second);
    await line.getByRole('button', { name: `Actions for ${author.name}'s message` }).click();
    await line.getByRole('button', { name: `Mute ${author.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Mute ${author.name}` });
    await dialog.getByLabel('Duration').selectOption({ label: '1 hour' });
    await dialog.getByLabel('Reason').fill('Insulting other players');
    await dialog.getByRole('button', { name: 'Mute' }).click();
    await expect(line.getByRole('status')).toContainText(`${author.name} is muted until`);
  });

  await test.step('the muted author is told why and until when on send', async () => {
    const page = author.page;
    await page.goto('/chat');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can anyone hear me?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Error sending message: You are muted from chat until \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reason: Insulting other players$/,
    );
  });

  await test.step("the mute is on the moderator's Moderation page, and can be lifted", async () => {
    const page = moderator.page;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bans' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Mutes' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: author.name }) });
    await expect(row).toContainText('Insulting other players');
    await row.getByRole('button', { name: `Unmute ${author.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'may chat again' })).toBeVisible();
    const posted = await author.page.request.post('/api/shoutbox/message', { data: { message: 'Sorry, everyone.' } });
    expect(posted.status()).toBe(201);
  });

  await test.step("staff see the moderator's actions in the audit log", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page.request);
    await page.goto('/admin');
    await page.getByRole('link', { name: /Audit Log/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Actor e-mail').fill(moderator.email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('region', { name: 'Audit entries' });
    for (const action of ['chat.message_deleted', 'moderation.muted', 'moderation.unmuted']) {
      await expect(table.getByRole('rowheader', { name: action, exact: true })).toBeVisible();
    }
    await context.close();
  });

  for (const person of [moderator, author, witness]) await person.context.close();
});

test('a player reports a message and hides its author; a moderator resolves the report', async ({ browser }) => {
  const reporter = await playerInOwnBrowser(browser);
  const author = await playerInOwnBrowser(browser);
  const moderator = await playerInOwnBrowser(browser, uniqueEmail('moderator'));
  setRole(moderator.email, 1);
  const text = `Buy gold at my shady site ${Date.now()}`;
  expect((await author.page.request.post('/api/shoutbox/message', { data: { message: text } })).status()).toBe(201);

  const page = reporter.page;
  await page.goto('/chat');
  const line = chatLine(page, text);
  await line.getByRole('button', { name: `Actions for ${author.name}'s message` }).click();
  await line.getByRole('button', { name: 'Report message' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${author.name}'s message` });
  await dialog.getByLabel('Reason').fill('Spam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(line.getByRole('status')).toHaveText('Report sent. The moderators will look at it.');

  await line.getByRole('button', { name: `Actions for ${author.name}'s message` }).click();
  await line.getByRole('button', { name: `Hide ${author.name}'s messages` }).click();
  await expect(chatLine(page, text)).toHaveCount(0);

  await test.step('the hidden player is listed on the account page and can be shown again', async () => {
    await page.goto('/account');
    const hidden = page.getByRole('region', { name: 'Hidden players' });
    await hidden.getByRole('button', { name: `Show ${author.name}'s messages` }).click();
    await expect(hidden).toContainText("You hide nobody's chat messages.");
    await page.goto('/chat');
    await expect(chatLine(page, text)).toBeVisible();
  });

  await test.step('the moderator resolves the report', async () => {
    const mod = moderator.page;
    await mod.goto('/admin/moderation');
    const item = mod.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: text });
    await expect(item).toContainText('Reason: Spam');
    await item.getByRole('button', { name: 'Resolve' }).click();
    const resolve = mod.getByRole('dialog', { name: `Resolve the report on ${author.name}` });
    await resolve.getByLabel(/What was done/).fill('Warned the author');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(mod.getByRole('status').filter({ hasText: 'is resolved' })).toBeVisible();
    await mod.getByLabel('Show').selectOption({ label: 'Resolved reports' });
    await expect(
      mod.getByRole('list', { name: 'Resolved reports' }).getByRole('listitem').filter({ hasText: text }),
    ).toContainText('Warned the author');
  });

  for (const person of [reporter, author, moderator]) await person.context.close();
});

test('a banned player cannot sign in and is told why and until when; unbanned, they can', async ({ page, browser }) => {
  const player = await playerInOwnBrowser(browser);
  await player.page.goto('/profile');
  await expect(player.page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await test.step("staff ban the player from their character's page", async () => {
    await signInStaff(page.request);
    await page.goto(`/character/view/${player.id}`);
    await page.getByRole('button', { name: `Ban ${player.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ban ${player.name}` });
    await expect(dialog.getByLabel('Ends')).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await dialog.getByLabel('Reason').fill('Cheating with bots');
    await dialog.getByRole('button', { name: 'Ban' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is banned until' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unban ${player.name}` })).toBeVisible();
  });

  await test.step("the player's session has ended; signing in says why and until when", async () => {
    const login = player.page.getByRole('form', { name: 'Login' });
    await player.page.reload();
    await expect(login).toBeVisible();
    await login.getByLabel('E-mail').fill(player.email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('alert')).toHaveText(
      /^This account is banned until \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reason: Cheating with bots$/,
    );
  });

  await test.step('staff lift the ban on the Moderation page; the player signs in', async () => {
    await page.goto('/admin/moderation');
    await page.getByRole('tab', { name: 'Bans' }).click();
    await page.getByRole('button', { name: `Unban ${player.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is no longer banned' })).toBeVisible();
    const login = player.page.getByRole('form', { name: 'Login' });
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(player.page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
  await player.context.close();
});
