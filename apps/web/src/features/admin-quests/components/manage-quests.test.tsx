import { screen, within } from '@testing-library/react';
import type { AdminQuestTemplate } from '@tod/contracts';
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
});
