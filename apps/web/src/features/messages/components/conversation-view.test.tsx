import type { ConversationPage } from '@tod/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ConversationView } from './conversation-view.tsx';

const conversationId = '1f0e2d3c-4b5a-4968-8776-655443322110';
const otherId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const meId = '9b2f6c1e-1d2a-4b7e-9f4e-2a1b3c4d5e6f';
const page: ConversationPage = {
  conversation: {
    id: conversationId,
    otherId,
    otherName: 'Aria',
    unread: 1,
    kept: false,
    lastMessageAt: '2026-06-01T12:00:00.000Z',
    preview: 'Hail',
  },
  messages: [
    { id: 1, conversationId, senderId: otherId, senderName: 'Aria', body: 'Hail <b>you</b>', time: '2026-06-01T12:00:00.000Z' },
  ],
  before: null,
};

const Body = ({ text }: { text: string }) => <span>{text}</span>;

describe('ConversationView', () => {
  it('shows the messages as text, marks them read and sends with Enter', async () => {
    const api = mockApi({
      [`GET /api/messages/${conversationId}`]: { body: page },
      [`POST /api/conversations/${conversationId}/read`]: { body: { unread: 0 } },
      [`POST /api/messages/to/${otherId}`]: ({ body }) => ({
        status: 201,
        body: { ...page.messages[0], id: 2, senderId: meId, senderName: 'Me', body: (body as { message: string }).message },
      }),
    });
    const { user } = renderWithProviders(<ConversationView id={conversationId} Body={Body} />);
    expect(await screen.findByText('Hail <b>you</b>')).toBeInTheDocument();
    await expect.poll(() => api.calls.some((c) => c.path === `/api/conversations/${conversationId}/read`)).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Message to Aria' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Well met{Enter}');
    await expect
      .poll(() => api.calls.find((c) => c.path === `/api/messages/to/${otherId}`)?.body)
      .toEqual({ message: 'Well met' });
    await expect.poll(() => (box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server message when sending is refused', async () => {
    mockApi({
      [`GET /api/messages/${conversationId}`]: { body: { ...page, conversation: { ...page.conversation, unread: 0 } } },
      [`POST /api/messages/to/${otherId}`]: { status: 403, body: { message: 'This player does not accept that from you.' } },
    });
    const { user } = renderWithProviders(<ConversationView id={conversationId} Body={Body} />);
    await user.type(await screen.findByRole('textbox', { name: 'Message to Aria' }), 'hello{Enter}');
    expect(await screen.findByText('This player does not accept that from you.')).toBeInTheDocument();
  });
});
