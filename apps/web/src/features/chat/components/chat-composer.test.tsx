import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChatComposer } from './chat-composer.tsx';

const posted = {
  id: 9,
  message: 'x',
  username: 'Aria',
  playerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  time: '2026-06-01T12:00:00.000Z',
};

const setup = (canSend = true) => {
  const api = mockApi({ 'POST /api/shoutbox/message': { status: 201, body: posted } });
  const view = renderWithProviders(<ChatComposer canSend={canSend} />);
  const input = screen.getByRole('textbox', { name: 'Message' });
  const send = screen.getByRole('button', { name: 'Send' });
  return { ...view, api, input, send, posts: () => api.calls.filter((c) => c.path === '/api/shoutbox/message') };
};

describe('ChatComposer', () => {
  it('keeps Send disabled while the message is blank', async () => {
    const { user, input, send } = setup();
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, 'hi');
    expect(send).toBeEnabled();
  });

  it('keeps Send disabled without a signed-in user', async () => {
    const { user, input, send, posts } = setup(false);
    await user.type(input, 'hello{Enter}');
    expect(send).toBeDisabled();
    expect(posts()).toHaveLength(0);
  });

  it('sends the trimmed message on Enter and clears the input', async () => {
    const { user, input, posts } = setup();
    await user.type(input, '  Hail, friends!  {Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(posts().map((c) => c.body)).toEqual([{ message: 'Hail, friends!' }]);
  });

  it('adds a new line on Shift+Enter without sending', async () => {
    const { user, input, posts } = setup();
    await user.type(input, 'one{Shift>}{Enter}{/Shift}two');
    expect(input).toHaveValue('one\ntwo');
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(posts()[0]?.body).toEqual({ message: 'one\ntwo' });
  });

  it('ignores Enter on a blank message', async () => {
    const { user, input, posts } = setup();
    await user.type(input, '  {Enter}');
    expect(posts()).toHaveLength(0);
  });

  it("shows 'Error sending message: ...' with the server's reason and keeps the text", async () => {
    mockApi({
      'POST /api/shoutbox/message': {
        status: 429,
        body: { message: 'You are sending messages too fast. Wait a second and try again.' },
      },
    });
    const { user } = renderWithProviders(<ChatComposer canSend />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error sending message: You are sending messages too fast. Wait a second and try again.',
    );
    expect(input).toHaveValue('again');
  });

  it("tells a muted player the server's reason and end time", async () => {
    const message = 'You are muted until 2026-06-01 13:00 UTC. Reason: spam.';
    mockApi({
      'POST /api/shoutbox/message': {
        status: 403,
        body: { message, code: 'chat.muted', details: { reason: 'spam', endsAt: '2026-06-01T13:00:00.000Z' } },
      },
    });
    const { user } = renderWithProviders(<ChatComposer canSend />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'let me speak{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error sending message: ${message}`);
  });

  it('wraps the selection with the toolbar and toggles /me', async () => {
    const { user, input } = setup();
    await user.type(input, 'hello');
    (input as HTMLTextAreaElement).setSelectionRange(0, 5);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(input).toHaveValue('**hello**');
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(input).toHaveValue('**`hello`**');

    const me = screen.getByRole('button', { name: '/me' });
    expect(me).toHaveAttribute('aria-pressed', 'false');
    await user.click(me);
    expect(input).toHaveValue('/me **`hello`**');
    expect(me).toHaveAttribute('aria-pressed', 'true');
    await user.click(me);
    expect(input).toHaveValue('**`hello`**');
  });

  it('colours the selection with the chosen colour', async () => {
    const { user, input } = setup();
    await user.type(input, 'red');
    (input as HTMLTextAreaElement).setSelectionRange(0, 3);
    await user.click(screen.getByRole('button', { name: 'Color' }));
    expect(input).toHaveValue('[color=#b22222]red[/color]');
    expect(screen.getByLabelText('Text colour')).toHaveValue('#b22222');
  });
});
