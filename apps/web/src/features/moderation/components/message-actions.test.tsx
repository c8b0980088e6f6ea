import type { ChatMessage } from '@tod/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { hiddenAuthorsQuery } from '../api.ts';
import { MessageActions } from './message-actions.tsx';

const ME = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const AUTHOR = '11111111-1111-4111-8111-111111111111';
const message: ChatMessage = {
  id: 42,
  message: 'rude words',
  username: 'Pest',
  playerId: AUTHOR,
  time: '2026-06-01T12:00:00.000Z',
};

function open(role: number, msg = message) {
  const view = renderWithProviders(<MessageActions message={msg} viewerRole={role} ownCharacterId={ME} />);
  return {
    ...view,
    openMenu: () => view.user.click(screen.getByRole('button', { name: "Actions for Pest's message" })),
  };
}

describe('MessageActions', () => {
  it('offers a player Report and Hide, and no moderator actions', async () => {
    const { openMenu } = open(0);
    const toggle = screen.getByRole('button', { name: "Actions for Pest's message" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Report message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Hide Pest's messages" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute Pest' })).not.toBeInTheDocument();
  });

  it('closes the menu on Escape and gives focus back', async () => {
    const { openMenu, user } = open(0);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await openMenu();
    screen.getByRole('button', { name: 'Report message' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Actions for Pest's message" })).toHaveFocus();
  });

  it('shows nothing on your own line to a player', () => {
    const { container } = renderWithProviders(
      <MessageActions message={{ ...message, playerId: ME }} viewerRole={0} ownCharacterId={ME} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('reports the message with the required reason', async () => {
    const api = mockApi({ 'POST /api/reports': { status: 201, body: { id: '22222222-2222-4222-8222-222222222222' } } });
    const { openMenu, user } = open(0);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    const dialog = screen.getByRole('dialog', { name: "Report Pest's message" });
    expect(within(dialog).getByLabelText('Reason')).toBeRequired();
    await user.type(within(dialog).getByLabelText('Reason'), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Report sent. The moderators will look at it.');
    expect(api.calls[0]?.body).toEqual({ target: 'message', messageId: 42, reason: 'Insults' });
  });

  it("shows the server's refusal of a second report in the dialog", async () => {
    mockApi({ 'POST /api/reports': { status: 409, body: { message: 'You have already reported this message.' } } });
    const { openMenu, user } = open(0);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    await user.type(screen.getByLabelText('Reason'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const dialog = screen.getByRole('dialog', { name: "Report Pest's message" });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this message.');
  });

  it('hides the author: the cached hidden list takes the answer', async () => {
    const list = [{ characterId: AUTHOR, name: 'Pest' }];
    const api = mockApi({ [`PUT /api/shoutbox/hidden/${AUTHOR}`]: { body: list } });
    const { openMenu, user, client } = open(0);
    await openMenu();
    await user.click(screen.getByRole('button', { name: "Hide Pest's messages" }));
    await waitFor(() => expect(client.getQueryData(hiddenAuthorsQuery.queryKey)).toEqual(list));
    expect(api.calls[0]?.method).toBe('PUT');
  });

  it('lets a moderator delete the message after confirming, with an optional reason', async () => {
    const api = mockApi({ 'POST /api/moderation/messages/42/delete': { body: { ok: true } } });
    const { openMenu, user } = open(1);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent("Pest's message disappears from every open chat.");
    expect(within(dialog).getByLabelText(/Reason/)).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message deleted.');
    expect(api.calls[0]?.body).toEqual({});
  });

  it('lets a moderator mute the author for a chosen time with a reason', async () => {
    const api = mockApi({
      'POST /api/moderation/mutes': {
        status: 201,
        body: {
          userId: '33333333-3333-4333-8333-333333333333',
          characterId: AUTHOR,
          characterName: 'Pest',
          reason: 'Spam',
          endsAt: '2026-06-02T12:00:00.000Z',
          createdAt: '2026-06-01T12:00:00.000Z',
          createdByEmail: 'mod@example.com',
        },
      },
    });
    const { openMenu, user } = open(1);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Mute Pest' }));
    const dialog = screen.getByRole('dialog', { name: 'Mute Pest' });
    await user.selectOptions(within(dialog).getByLabelText('Duration'), '1 day');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    expect(within(dialog).getByRole('checkbox', { name: 'Chat' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Direct messages' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Pest is muted until /);
    expect(api.calls[0]?.body).toEqual({
      characterId: AUTHOR,
      durationMinutes: 1440,
      reason: 'Spam',
      scopes: ['chat', 'messages'],
    });
  });

  it('a mute needs at least one scope: nothing is sent without one', async () => {
    const api = mockApi({});
    const { openMenu, user } = open(1);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Mute Pest' }));
    const dialog = screen.getByRole('dialog', { name: 'Mute Pest' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one scope.');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal to a moderator muting staff", async () => {
    mockApi({ 'POST /api/moderation/mutes': { status: 403, body: { message: 'You cannot mute a member of staff.' } } });
    const { openMenu, user } = open(1);
    await openMenu();
    await user.click(screen.getByRole('button', { name: 'Mute Pest' }));
    await user.type(screen.getByLabelText('Reason'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot mute a member of staff.');
  });
});
