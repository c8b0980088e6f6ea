import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CharacterModeration } from './character-moderation.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const USER = '33333333-3333-4333-8333-333333333333';
const sanction = (reason: string) => ({
  userId: USER,
  characterId: ID,
  characterName: 'Pest',
  reason,
  endsAt: '2030-06-02T12:00:00.000Z',
  createdAt: '2026-06-01T12:00:00.000Z',
  createdByEmail: 'staff@example.com',
});

const render = (role: number, own = false) =>
  renderWithProviders(<CharacterModeration characterId={ID} name="Pest" viewerRole={role} own={own} />);

describe('CharacterModeration', () => {
  it('offers a player Report and Hide only', async () => {
    mockApi({ 'GET /api/shoutbox/hidden': { body: [] } });
    render(0);
    expect(screen.getByRole('region', { name: 'Reports and safety' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report character' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: "Hide Pest's messages" })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Mute Pest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban Pest' })).not.toBeInTheDocument();
  });

  it('shows nothing on your own page', () => {
    mockApi({});
    const { container } = render(3, true);
    expect(container).toBeEmptyDOMElement();
  });

  it('unhides a hidden player', async () => {
    const api = mockApi({
      'GET /api/shoutbox/hidden': { body: [{ characterId: ID, name: 'Pest' }] },
      [`DELETE /api/shoutbox/hidden/${ID}`]: { body: [] },
    });
    const { user } = render(0);
    await user.click(await screen.findByRole('button', { name: "Show Pest's messages" }));
    expect(await screen.findByRole('status')).toHaveTextContent("Pest's messages are shown again.");
    expect(screen.getByRole('button', { name: "Hide Pest's messages" })).toBeInTheDocument();
    expect(api.calls.map((c) => c.method)).toContain('DELETE');
  });

  it('reports the character with a reason', async () => {
    const api = mockApi({ 'GET /api/shoutbox/hidden': { body: [] }, 'POST /api/reports': { status: 201, body: { id: USER } } });
    const { user } = render(0);
    await user.click(screen.getByRole('button', { name: 'Report character' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Pest' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Offensive name');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Report sent.');
    expect(api.calls.find((c) => c.path === '/api/reports')?.body).toEqual({
      target: 'character',
      characterId: ID,
      reason: 'Offensive name',
    });
  });

  it('shows a moderator an active mute with Unmute, and no ban', async () => {
    const api = mockApi({
      'GET /api/shoutbox/hidden': { body: [] },
      'GET /api/moderation/mutes': { body: [sanction('Spam')] },
      [`DELETE /api/moderation/mutes/${USER}`]: { body: { ok: true } },
    });
    const { user } = render(1);
    expect(await screen.findByText(/^Muted until .+\. Reason: Spam$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban Pest' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/moderation/bans')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Unmute Pest' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pest may chat again.');
  });

  it('lets staff ban until a date with a reason', async () => {
    const api = mockApi({
      'GET /api/shoutbox/hidden': { body: [] },
      'GET /api/moderation/mutes': { body: [] },
      'GET /api/moderation/bans': { body: [] },
      'POST /api/moderation/bans': { status: 201, body: sanction('Cheating') },
    });
    const { user } = render(2);
    await user.click(await screen.findByRole('button', { name: 'Ban Pest' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban Pest' });
    expect(within(dialog).getByLabelText('Ends')).toHaveAttribute('type', 'datetime-local');
    await user.type(within(dialog).getByLabelText('Reason'), 'Cheating');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Pest is banned until /);
    const body = api.calls.find((c) => c.path === '/api/moderation/bans' && c.method === 'POST')?.body as {
      durationMinutes: number;
    };
    // The default end is a week away.
    expect(body.durationMinutes).toBeGreaterThanOrEqual(7 * 24 * 60 - 1);
    expect(body.durationMinutes).toBeLessThanOrEqual(7 * 24 * 60 + 1);
  });

  it('bans for good with Permanent ban, and shows an active ban with Unban', async () => {
    const api = mockApi({
      'GET /api/shoutbox/hidden': { body: [] },
      'GET /api/moderation/mutes': { body: [] },
      'GET /api/moderation/bans': { body: [] },
      'POST /api/moderation/bans': { status: 201, body: { ...sanction('Cheating'), endsAt: null } },
    });
    const { user } = render(3);
    await user.click(await screen.findByRole('button', { name: 'Ban Pest' }));
    await user.click(screen.getByLabelText('Permanent ban'));
    expect(screen.getByLabelText('Ends')).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), 'Cheating');
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pest is banned for good.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      characterId: ID,
      durationMinutes: null,
      reason: 'Cheating',
    });
  });

  it('offers Unban for a banned player', async () => {
    mockApi({
      'GET /api/shoutbox/hidden': { body: [] },
      'GET /api/moderation/mutes': { body: [] },
      'GET /api/moderation/bans': { body: [sanction('Cheating')] },
      [`DELETE /api/moderation/bans/${USER}`]: { body: { ok: true } },
    });
    const { user } = render(2);
    expect(await screen.findByText(/^Banned until .+\. Reason: Cheating$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unban Pest' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pest is no longer banned.');
  });
});
