import { bailPrice, CrewRules } from '@tod/game';
import { expect, type Page, request, test } from '@playwright/test';
import { readyToFound } from './support/crews.ts';
import { jailThroughDeeds, prisonerRowInCityJail } from './support/jail.ts';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

// Runs on the second e2e server, at GAME_SPEED 1440 (playwright.config.ts, project
// chromium-fast): a game day is a real minute, so a group deed's 12-hour planning lasts 30 s and
// its 24-hour launch window a minute.

const DEED = 'Escort the Salt Caravan';
/** Half a game day: 30 s here, long enough to see the blocker and pay the bail. */
const SENTENCE_S = 12 * 3_600;
const deeds = (page: Page) => page.getByRole('region', { name: 'Group deeds' });
const blockers = (page: Page) => deeds(page).getByRole('list', { name: `What keeps ${DEED} from starting` });
const notices = (page: Page) => page.getByRole('status', { name: 'Notices' });
const outcome = /^"Escort the Salt Caravan" (succeeded|failed) \(\d+% chance\)/;
/** The same line in the crew log, after its time. */
const logged = /"Escort the Salt Caravan" (succeeded|failed) \(\d+% chance\)/;

test('a crew plans a group deed, bails a jailed member out to launch it, and every member sees the outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const staff = await request.newContext({ baseURL });
  const friendContext = await browser.newContext({ baseURL });
  try {
    const friendPage = await friendContext.newPage();
    const founder = await signUpWithCharacter(page.request);
    const friend = await signUpWithCharacter(friendPage.request);
    await signInStaff(staff);
    // The founding price, a bail of up to half a day for a level-1 friend, and 500 for the purse.
    const bail = bailPrice(1, SENTENCE_S * 1_000);
    await readyToFound(page.request, staff, CrewRules.foundPrice + bail + 500);
    const crewName = uniqueName('Lamp Crew');

    await test.step('the founder founds a crew and invites the friend, who accepts on the crew page', async () => {
      await page.goto('/crew');
      await page.getByLabel('Crew name', { exact: true }).fill(crewName);
      await page.getByLabel('Charter').selectOption('good');
      await page.getByRole('button', { name: 'Found for 2,000 gold' }).click();
      await expect(page.getByRole('heading', { level: 2, name: crewName })).toBeVisible();
      await page.getByLabel('Character name').fill(friend.name);
      await page.getByRole('button', { name: 'Invite' }).click();
      await expect(page.getByText(`You invited ${friend.name} to ${crewName}.`)).toBeVisible();
      await page.getByLabel('Deposit gold').fill('500');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(page.getByText('You deposited 500 gold.')).toBeVisible();

      await friendPage.goto('/crew');
      await friendPage
        .getByRole('listitem')
        .filter({ hasText: `Invite from ${crewName}` })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect(friendPage.getByRole('heading', { level: 2, name: crewName })).toBeVisible();
    });

    await test.step('the founder plans the deed and both take a seat, each seeing the other without a reload', async () => {
      await deeds(page).getByLabel('Group deed', { exact: true }).selectOption('caravan-escort');
      await deeds(page).getByRole('button', { name: 'Plan this group deed' }).click();
      await expect(deeds(page).getByText(/^You planned "Escort the Salt Caravan"/)).toBeVisible();
      await deeds(page).getByRole('button', { name: 'Take the Swordsmanship seat' }).click();
      await expect(deeds(page).getByText(/^You took the Swordsmanship seat/)).toBeVisible();
      await deeds(friendPage).getByRole('button', { name: 'Take the Horsemanship seat' }).click();
      await expect(deeds(friendPage).getByText(/^You took the Horsemanship seat/)).toBeVisible();
      const seats = deeds(page).getByRole('list', { name: `Seats of ${DEED}` });
      await expect(seats.getByText(`${friend.name}, skill 0, free`)).toBeVisible();
    });

    await test.step("the friend's own deed jails them: the launch is blocked on both pages at once", async () => {
      await jailThroughDeeds(friendPage.request, staff, SENTENCE_S, { Stealth: 50 });
      // Pushed, not read on a visit (ADR 0053): neither page reloads.
      await expect(blockers(page).getByText(`${friend.name} is in jail.`)).toBeVisible();
      await expect(blockers(friendPage).getByText(`${friend.name} is in jail.`)).toBeVisible();
      await expect(deeds(page).getByRole('button', { name: `Launch ${DEED}` })).toBeDisabled();
    });

    await test.step('the founder pays the bail in the city jail; the blocker leaves the friend\u2019s page', async () => {
      const row = await prisonerRowInCityJail(page, friend.name);
      await row.getByRole('button', { name: `Pay Bail for ${friend.name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Pay Bail' });
      await confirm.getByRole('button', { name: /^Pay [\d,]+ gold$/ }).click();
      await expect(page.getByRole('dialog', { name: 'Bail Paid' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Bail Paid' }).getByRole('button', { name: 'Close' }).click();
      await expect(blockers(friendPage).getByText(`${friend.name} is in jail.`)).toHaveCount(0);
    });

    await test.step('the planning time ends on its own and the founder launches the deed', async () => {
      await page.goto('/crew');
      const launch = deeds(page).getByRole('button', { name: `Launch ${DEED}` });
      // The page reads the deeds again when the planning time ends (refreshAt): nothing reloads.
      await expect(launch).toBeEnabled({ timeout: 60_000 });
      await launch.click();
      await expect(deeds(page).getByText(outcome)).toBeVisible();
      const text = (await deeds(page).getByText(outcome).textContent()) ?? '';
      const succeeded = text.includes('succeeded');
      const log = page.getByRole('region', { name: 'Crew log' });
      await expect(log.getByText(logged)).toBeVisible();
      if (succeeded) await expect(log.getByText(new RegExp(`${founder.name}, ${friend.name} each earned`))).toBeVisible();
      else await expect(log.getByText(/the purse paid \d+ gold for it\.$/)).toBeVisible();

      // The friend, on another page, gets the news as a toast and finds it in the event log.
      const news = succeeded ? `${crewName} pulled off "${DEED}" together.` : `${crewName} failed at "${DEED}".`;
      await expect(notices(friendPage)).toContainText(news);
      await notices(friendPage).getByRole('link', { name: 'Open the event log' }).first().click();
      await expect(friendPage.getByRole('heading', { name: 'Event Log' })).toBeVisible();
      await expect(friendPage.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem').first()).toContainText(
        news,
      );
      // The friend's crew page shows the deed gone from the planning ones, and the same log line.
      await friendPage.goto('/crew');
      await expect(friendPage.getByRole('region', { name: 'Crew log' }).getByText(logged)).toBeVisible();
      await expect(deeds(friendPage).getByRole('list', { name: `Seats of ${DEED}` })).toHaveCount(0);
      const founderEvents = JSON.stringify(await (await page.request.get('/api/character/events')).json());
      expect(founderEvents).toContain(news.replaceAll('"', '\\"'));
    });
  } finally {
    await staff.dispose();
    await friendContext.close();
  }
});
