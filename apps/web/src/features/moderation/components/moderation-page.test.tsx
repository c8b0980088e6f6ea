import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ModerationPage } from './moderation-page.tsx';

const CHAR = '11111111-1111-4111-8111-111111111111';
const USER = '33333333-3333-4333-8333-333333333333';
const REPORT = '44444444-4444-4444-8444-444444444444';
const report = (status: 'open' | 'resolved') => ({
  id: REPORT,
  target: 'message',
  messageId: 42,
  messageText: 'rude words',
  characterId: CHAR,
  characterName: 'Pest',
  reason: 'Insults',
  reporterName: 'Aria',
  createdAt: '2026-06-01T12:00:00.000Z',
  status,
  resolvedAt: status === 'resolved' ? '2026-06-01T13:00:00.000Z' : null,
  resolvedByEmail: status === 'resolved' ? 'mod@example.com' : null,
  resolution: status === 'resolved' ? 'Muted a day' : null,
});
const mute = {
  userId: USER,
  characterId: CHAR,
  characterName: 'Pest',
  reason: 'Spam',
  endsAt: '2030-06-02T12:00:00.000Z',
  createdAt: '2026-06-01T12:00:00.000Z',
  createdByEmail: 'mod@example.com',
};

describe('ModerationPage', () => {
  it('lists open reports with the message and reason, and resolves one with a note', async () => {
    let resolved = false;
    const api = mockApi({
      'GET /api/moderation/reports': (request) => ({
        body:
          request.query.get('status') === 'resolved' || resolved
            ? resolved && request.query.get('status') === 'open'
              ? []
              : [report('resolved')]
            : [report('open')],
      }),
      [`POST /api/moderation/reports/${REPORT}/resolve`]: () => {
        resolved = true;
        return { body: report('resolved') };
      },
    });
    const { user } = renderWithProviders(<ModerationPage viewerRole={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Open reports' });
    expect(within(list).getByRole('link', { name: 'Pest' })).toHaveAttribute('href', `/character/view/${CHAR}`);
    expect(list).toHaveTextContent('rude words');
    expect(list).toHaveTextContent('Reason: Insults');
    await user.click(within(list).getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the report on Pest' });
    await user.type(within(dialog).getByLabelText(/What was done/), 'Muted a day');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The report on Pest is resolved.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ resolution: 'Muted a day' });
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'Resolved reports');
    const done = await screen.findByRole('list', { name: 'Resolved reports' });
    expect(done).toHaveTextContent('resolved by mod@example.com');
    expect(within(done).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('gives a moderator Reports and Mutes tabs only; a mute can be lifted', async () => {
    let muted = true;
    mockApi({
      'GET /api/moderation/reports': { body: [] },
      'GET /api/moderation/mutes': () => ({ body: muted ? [mute] : [] }),
      [`DELETE /api/moderation/mutes/${USER}`]: () => {
        muted = false;
        return { body: { ok: true } };
      },
    });
    const { user } = renderWithProviders(<ModerationPage viewerRole={1} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Reports', 'Mutes']);
    await user.click(screen.getByRole('tab', { name: 'Mutes' }));
    const row = (await screen.findByRole('rowheader', { name: 'Pest' })).closest('tr')!;
    expect(row).toHaveTextContent('Spam');
    expect(row).toHaveTextContent('mod@example.com');
    await user.click(within(row).getByRole('button', { name: 'Unmute Pest' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pest may chat again.');
    expect(await screen.findByText('Nobody is muted.')).toBeInTheDocument();
  });

  it('gives staff a Bans tab', async () => {
    mockApi({ 'GET /api/moderation/reports': { body: [] }, 'GET /api/moderation/bans': { body: [] } });
    const { user } = renderWithProviders(<ModerationPage viewerRole={2} />);
    await user.click(screen.getByRole('tab', { name: 'Bans' }));
    expect(await screen.findByText('Nobody is banned.')).toBeInTheDocument();
  });

  it('shows a load failure with the server message', async () => {
    mockApi({ 'GET /api/moderation/reports': { status: 403, body: { message: 'Moderators only.' } } });
    renderWithProviders(<ModerationPage viewerRole={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reports: Moderators only.');
  });
});
