import { expect, test } from '@playwright/test';
import { signInStaff, signUpWithCharacter, uniqueName } from './support/players.ts';

test('staff edit a contract template and a quest chain in Manage Quests; a player reads the chain as edited', async ({
  page,
  browser,
}) => {
  await signInStaff(page.request);
  await page.goto('/admin/manage-quests');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Quests' })).toBeVisible();

  await test.step('a template', async () => {
    const form = page.getByRole('form', { name: 'dirty-work (deed, Evil patrons)' });
    const description = form.getByLabel('Description');
    const text = `The night has work for hands like yours. ${uniqueName('Note')}`;
    await description.fill(text);
    await form.getByRole('button', { name: /Save/ }).click();
    await expect(form.getByRole('status')).toHaveText('Template saved.');
    await expect(form.getByText('Edited by staff: content updates leave it as it is.')).toBeVisible();
  });

  const title = `Bargain of ${uniqueName('Hesk')}`;
  await test.step('a chain', async () => {
    await page.getByText('(Mirefen, evil)').click();
    const form = page.getByRole('form', { name: 'hesks-bargain (evil patron of Mirefen)' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByRole('group', { name: 'Step 1' }).getByLabel('Step text').fill('Hesk wants a breath in a bottle.');
    await form.getByRole('button', { name: /Save/ }).click();
    await expect(form.getByRole('status')).toHaveText('Chain saved.');
  });

  const player = await browser.newPage();
  try {
    await signUpWithCharacter(player.request);
    await player.goto('/quests');
    const chain = player.getByRole('article', { name: title });
    await expect(chain.getByText('Locked. Reach level 16.')).toBeVisible();
    await expect(chain.getByText('From Bog-Witch Hesk of Mirefen', { exact: false })).toBeVisible();
  } finally {
    await player.close();
  }
});
