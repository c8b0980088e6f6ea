import { CrewRules } from '@tod/game';
import { expect, request, test } from '@playwright/test';
import { readyToFound } from './support/crews.ts';
import { jailThroughDeeds } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

test('a player founds a crew, invites a friend who joins, fills the purse and reads it in the crew log', async ({ page }) => {
  test.setTimeout(120_000);
  const founder = await signUpWithCharacter(page.request);
  const staff = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const friendApi = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInStaff(staff);
    await readyToFound(page.request, staff, CrewRules.foundPrice + 100);
    const friend = await signUpWithCharacter(friendApi);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Crew' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crew' })).toBeVisible();
    await expect(page.getByText('Founding a crew costs 2,000 gold and needs level 10.', { exact: false })).toBeVisible();
    const crewName = uniqueName('Lantern Crew');
    await page.getByLabel('Crew name', { exact: true }).fill(crewName);
    await page.getByLabel('Charter').selectOption('good');
    await page.getByRole('button', { name: 'Found for 2,000 gold' }).click();
    await expect(page.getByRole('heading', { level: 2, name: crewName })).toBeVisible();

    await page.getByLabel('Character name').fill(friend.name);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(`You invited ${friend.name} to ${crewName}.`)).toBeVisible();

    const mine = (await (await friendApi.get('/api/crews/mine')).json()) as {
      requests: { id: string; crew: { name: string } }[];
    };
    expect(mine.requests[0]?.crew.name).toBe(crewName);
    const accepted = await friendApi.post(`/api/crews/requests/${mine.requests[0]!.id}/accept`);
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.getByLabel('Deposit gold').fill('100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('You deposited 100 gold.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^100 gold$/ })).toBeVisible();
    const log = page.getByRole('region', { name: 'Crew log' });
    await expect(log.getByText(`${founder.name} deposited 100 gold.`)).toBeVisible();
    await expect(log.getByText(`${friend.name} joined the crew.`)).toBeVisible();
    await expect(page.getByText(`${friend.name} (level 1, member)`)).toBeVisible();
  } finally {
    await staff.dispose();
    await friendApi.dispose();
  }
});

test('a crew promotes a member, plans a group deed, sees seats and a bail live, and staff rename and disband it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const friendApi = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const staffContext = await browser.newContext();
  try {
    const founder = await signUpWithCharacter(page.request);
    await signInStaff(staff);
    await readyToFound(page.request, staff, CrewRules.foundPrice + 1_500);
    const friend = await signUpWithCharacter(friendApi);
    const crewName = uniqueName('Salt Crew');
    // Founding and joining are the first journey's; here they are set up through the calls.
    const founded = await page.request.post('/api/crews', { data: { name: crewName, charter: 'good' } });
    expect(founded.status(), await founded.text()).toBe(200);
    expect((await page.request.post('/api/crews/mine/invites', { data: { characterId: friend.id } })).status()).toBe(200);
    const invites = (await (await friendApi.get('/api/crews/mine')).json()) as { requests: { id: string }[] };
    expect((await friendApi.post(`/api/crews/requests/${invites.requests[0]!.id}/accept`)).status()).toBe(200);

    await test.step('the leader makes the friend an officer and lets them withdraw', async () => {
      await page.goto('/crew');
      await page.getByRole('button', { name: `Make ${friend.name} officer` }).click();
      await expect(page.getByText(`${friend.name} is now officer.`)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Members' }).getByText(`${friend.name} (level 1, officer)`)).toBeVisible();
      const permissions = page.getByRole('form', { name: `Permissions of ${friend.name}` });
      await permissions.getByRole('checkbox', { name: 'Withdraw from the purse' }).check();
      await permissions.getByRole('button', { name: 'Save permissions' }).click();
      await expect(page.getByText(`${friend.name}'s permissions: invite, plan, withdraw.`)).toBeVisible();
      const events = JSON.stringify(await (await friendApi.get('/api/character/events')).json());
      expect(events).toContain('made you officer of your crew');
    });

    await test.step('the leader plans a group deed and takes a seat; the friend takes the other, seen without a reload', async () => {
      const deeds = page.getByRole('region', { name: 'Group deeds' });
      await deeds.getByLabel('Group deed', { exact: true }).selectOption('caravan-escort');
      await deeds.getByRole('button', { name: 'Plan this group deed' }).click();
      await expect(deeds.getByText(/^You planned "Escort the Salt Caravan"/)).toBeVisible();
      await deeds.getByRole('button', { name: 'Take the Swordsmanship seat' }).click();
      await expect(deeds.getByText(/^You took the Swordsmanship seat/)).toBeVisible();
      const view = (await (await friendApi.get('/api/crews/mine/group-deeds')).json()) as { running: { id: string }[] };
      const taken = await friendApi.post(`/api/crews/mine/group-deeds/${view.running[0]!.id}/seats/1`);
      expect(taken.status(), await taken.text()).toBe(200);
      const seats = deeds.getByRole('list', { name: 'Seats of Escort the Salt Caravan' });
      await expect(seats.getByText(`${friend.name}, skill 0, free`)).toBeVisible();
      await expect(deeds.getByText('1 seat is still empty.')).toHaveCount(0);
    });

    await test.step('a jailed member blocks the launch until the leader pays the bail, seen without a reload', async () => {
      // One game hour (a minute here): long enough to see, cheap enough to bail.
      await jailThroughDeeds(friendApi, staff, 3_600);
      // The jail reaches the open page at once (ADR 0053): no reload.
      const deeds = page.getByRole('region', { name: 'Group deeds' });
      const blockers = deeds.getByRole('list', { name: 'What keeps Escort the Salt Caravan from starting' });
      await expect(blockers.getByText(`${friend.name} is in jail.`)).toBeVisible();
      const bail = await page.request.post('/api/character/bail', { data: { player: friend.id } });
      expect(bail.status(), await bail.text()).toBe(200);
      await expect(blockers.getByText(`${friend.name} is in jail.`)).toHaveCount(0);
      // What remains is the planning time (12 game hours); the launch waits for it.
      await expect(blockers.getByRole('listitem')).toHaveText([/^The planning ends at /]);
      await expect(deeds.getByRole('button', { name: 'Launch Escort the Salt Caravan' })).toBeDisabled();
      await expect(
        page.getByRole('region', { name: 'Crew log' }).getByText(`${friend.name} took the Horsemanship seat`),
      ).toBeVisible();
    });

    await test.step('staff find the crew in Manage Guilds, read its log, rename and disband it', async () => {
      await signInStaff(staffContext.request);
      const admin = await staffContext.newPage();
      await admin.goto('/admin/manage-guilds');
      await admin.getByLabel('Crew name contains').fill(crewName);
      await admin.getByRole('button', { name: 'Read log' }).click();
      await expect(admin.getByText(`${founder.name} planned "Escort the Salt Caravan"`, { exact: false })).toBeVisible();
      const renamed = uniqueName('Tide Crew');
      await admin
        .getByRole('form', { name: `Rename ${crewName}` })
        .getByLabel('New name')
        .fill(renamed);
      await admin
        .getByRole('form', { name: `Rename ${crewName}` })
        .getByRole('button', { name: 'Rename' })
        .click();
      await expect(admin.getByText(`${crewName} is now ${renamed}.`)).toBeVisible();
      await admin.getByLabel('Crew name contains').fill(renamed);
      admin.once('dialog', (dialog) => void dialog.accept());
      await admin.getByRole('button', { name: 'Disband' }).click();
      await expect(admin.getByText(new RegExp(`^${renamed} is disbanded; \\d+ gold went back to its members\\.$`))).toBeVisible();
      const events = JSON.stringify(await (await friendApi.get('/api/character/events')).json());
      expect(events).toContain(`The crew ${renamed} was disbanded`);
    });
  } finally {
    await staff.dispose();
    await friendApi.dispose();
    await staffContext.close();
  }
});
