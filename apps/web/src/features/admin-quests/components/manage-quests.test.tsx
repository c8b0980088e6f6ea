import { screen, within } from '@testing-library/react';
import type { AdminQuestChain, AdminQuestTemplate } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageQuests } from './manage-quests.tsx';

const alms: AdminQuestTemplate = {
  id: '6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21',
  key: 'alms-round',
  axis: 'good',
  kind: 'deed',
  deedAxis: 'good',
  minTier: 1,
  title: 'Do {n} good deeds in {city}',
  description: 'The poor of {city} need hands more than prayers.',
  targets: [3, 5, 8, 12, 16],
  rewardPercent: 100,
  enabled: true,
  edited: false,
};

describe('ManageQuests', () => {
  it('edits a template and saves it', async () => {
    const api = mockApi({
      'GET /api/admin/quests/templates': { body: [alms] },
      'GET /api/admin/quests/chains': { body: [] },
      [`PUT /api/admin/quests/templates/${alms.id}`]: (request) => ({
        body: { ...alms, ...(request.body as object), edited: true },
      }),
    });
    const { user } = renderWithProviders(<ManageQuests />);
    const form = await screen.findByRole('form', { name: 'alms-round (deed, Good patrons)' });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Feed {{n} families');
    const targets = within(form).getByLabelText('Targets by standing tier (1 to 5 numbers, comma-separated)');
    await user.clear(targets);
    await user.type(targets, '4, 6, 9');
    const reward = within(form).getByLabelText("Reward (% of the rule's gold and experience)");
    await user.clear(reward);
    await user.type(reward, '150');
    await user.click(within(form).getByLabelText('Patrons offer it'));
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await within(form).findByText('Template saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Feed {n} families',
      description: alms.description,
      targets: [4, 6, 9],
      minTier: 1,
      rewardPercent: 150,
      enabled: false,
    });
    expect(within(form).getByText('Edited by staff: content updates leave it as it is.')).toBeInTheDocument();
  });

  it("shows the server's refusal and a load error", async () => {
    mockApi({
      'GET /api/admin/quests/templates': { body: [alms] },
      'GET /api/admin/quests/chains': { body: [] },
      [`PUT /api/admin/quests/templates/${alms.id}`]: {
        status: 400,
        body: { code: 'validation', message: 'Reward must be a percentage from 10 to 300.' },
      },
    });
    const { user } = renderWithProviders(<ManageQuests />);
    await user.click(await screen.findByRole('button', { name: /Save/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reward must be a percentage from 10 to 300.');
  });

  it('says when the templates cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/quests/templates': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<ManageQuests />);
    expect(await screen.findByText('Failed to load contract templates. Please try again later.')).toBeInTheDocument();
  });

  it('edits a chain: its title, a step, a choice and its reward, and shows a refusal', async () => {
    const chain: AdminQuestChain = {
      id: '3f0c2b1e-8f5b-4f7e-9a55-3c8f2b9e0d22',
      key: 'brannocs-bargain',
      title: "Brannoc's Bargain",
      patron: { cityName: 'Hearthmere', axis: 'neutral', tier: 2 },
      minLevel: 4,
      rewardDeeds: 8,
      steps: [
        { title: 'An order too large', text: 'Brannoc needs spearheads.', requirement: { cityName: 'Hearthmere' } },
        {
          title: 'The mill-forge',
          text: 'Hobb quotes twice the price.',
          requirement: { cityName: 'Silverbrook', skill: { name: 'Persuasion', level: 1 } },
          choices: [{ key: 'fair', label: 'Settle on a fair price', outcome: 'Hobb grumbles.', axis: 'neutral', points: 5 }],
        },
        { title: 'Delivered on time', text: 'Brannoc counts them twice.', requirement: { cityName: 'Hearthmere' } },
      ],
      edited: false,
    };
    let refuse = true;
    const api = mockApi({
      'GET /api/admin/quests/templates': { body: [] },
      'GET /api/admin/quests/chains': { body: [chain] },
      [`PUT /api/admin/quests/chains/${chain.id}`]: (request) =>
        refuse
          ? { status: 400, body: { code: 'quests.unknown_city', message: 'There is no city named "Atlantis".' } }
          : { body: { ...chain, ...(request.body as object), edited: true } },
    });
    const { user } = renderWithProviders(<ManageQuests />);
    await user.click(await screen.findByText("Brannoc's Bargain (Hearthmere, neutral)"));
    const form = screen.getByRole('form', { name: 'brannocs-bargain (neutral patron of Hearthmere)' });
    const step2 = within(form).getByRole('group', { name: 'Step 2' });
    const city = within(step2).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Atlantis');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('There is no city named "Atlantis".');

    refuse = false;
    await user.clear(city);
    await user.type(city, 'Thornwick');
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'A Hundred Spearheads');
    const points = within(step2).getByLabelText('Alignment points');
    await user.clear(points);
    await user.type(points, '9');
    const reward = within(form).getByLabelText("Reward (deeds' worth at the character's level)");
    await user.clear(reward);
    await user.type(reward, '12');
    await user.selectOptions(within(step2).getByLabelText('Alignment needed'), 'good');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    expect(await within(form).findByText('Chain saved.')).toBeInTheDocument();
    const body = api.calls.filter((c) => c.method === 'PUT').at(-1)?.body as AdminQuestChain;
    expect(body).toMatchObject({ title: 'A Hundred Spearheads', minLevel: 4, patronTier: 2, rewardDeeds: 12 });
    expect(body.steps[1]).toEqual({
      ...chain.steps[1],
      requirement: { cityName: 'Thornwick', skill: { name: 'Persuasion', level: 1 }, alignment: 'good' },
      choices: [{ ...chain.steps[1]!.choices![0]!, points: 9 }],
    });
    expect(body.steps[0]).toEqual(chain.steps[0]);
    expect(within(form).getByText('Edited by staff: content updates leave it as it is.')).toBeInTheDocument();
  });
});
