import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { onCrewsMessage } from '../api.ts';
import { CrewChannel } from './crew-channel.tsx';

const ARIA = '22222222-2222-4222-8222-222222222222';
const CREW = '11111111-1111-4111-8111-111111111111';
const line = (id: number, message: string, username = 'Aria') => ({
  id,
  message,
  username,
  playerId: ARIA,
  time: '2026-06-01T12:00:00.000Z',
});

describe('CrewChannel', () => {
  it('shows the messages, sends one, takes a pushed one once, and reports one with a reason', async () => {
    const api = mockApi({
      'GET /api/crews/mine/messages': () => ({ body: [line(1, 'Meet at the gate')] }),
      'POST /api/crews/mine/messages': () => ({ status: 201, body: line(2, 'On my way', 'Bram') }),
      'POST /api/crews/mine/messages/1/report': () => ({ status: 201, body: { id: CREW } }),
    });
    const { user, client: queryClient } = renderWithProviders(<CrewChannel Body={({ text }) => <em>{text}</em>} />);
    expect(await screen.findByText('Meet at the gate')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message to your crew'), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('On my way')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to your crew')).toHaveValue('');
    act(() => {
      onCrewsMessage(queryClient, { type: 'crews.message_posted', crewId: CREW, message: line(3, 'Bring rope') });
      onCrewsMessage(queryClient, { type: 'crews.message_posted', crewId: CREW, message: line(3, 'Bring rope') });
    });
    expect(await screen.findAllByText('Bring rope')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: 'Report' })[0]!);
    await user.type(screen.getByLabelText('Reason'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent. The moderators will look at it.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/crews/mine/messages/1/report')?.body).toEqual({ reason: 'Spam' });
  });

  it("shows the server's refusal of a muted member", async () => {
    mockApi({
      'GET /api/crews/mine/messages': () => ({ body: [] }),
      'POST /api/crews/mine/messages': () => ({
        status: 403,
        body: { code: 'chat.muted', message: 'You are muted from chat until 2026-06-01 13:00 UTC. Reason: Spam' },
      }),
    });
    const { user } = renderWithProviders(<CrewChannel />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message to your crew'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You are muted from chat until 2026-06-01 13:00 UTC. Reason: Spam')).toBeInTheDocument();
  });
});
