import type { ChatMessage } from '@tod/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub } from '@/lib/live/live-hub.ts';
import { LiveHubProvider } from '@/lib/live/use-live-value.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CHAT_TOPIC, createChatFeedSource } from '../feed-source.ts';
import { ChatRoom } from './chat-room.tsx';

const PLAYER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const msg = (id: number, text: string): ChatMessage => ({
  id,
  message: text,
  username: 'Aria',
  playerId: PLAYER,
  time: '2026-06-01T12:00:00.000Z',
});

/** The browser's EventSource as the real source opens it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
}

const hubs: LiveHub[] = [];

/** A screen's per-line action, as the chat route passes one. */
function ActOn({ message }: { message: ChatMessage }) {
  return <button type="button">{`Act on ${message.id}`}</button>;
}

function renderRoom(ui = <ChatRoom canSend ownPlayerId={PLAYER} />) {
  const hub = new LiveHub({ name: 'test', channel: null, locks: null });
  hubs.push(hub);
  hub.register(CHAT_TOPIC, createChatFeedSource());
  return renderWithProviders(<LiveHubProvider hub={hub}>{ui}</LiveHubProvider>);
}

describe('ChatRoom', () => {
  afterEach(() => {
    for (const hub of hubs.splice(0)) hub.dispose();
    FakeEventSource.opened = [];
  });

  it('shows the history, then live messages from the feed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/shoutbox/history': { body: [msg(1, 'Hello **world**')] } });
    renderRoom();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('world')).toContainHTML('strong');
    expect(FakeEventSource.opened[0]?.url).toBe('/api/shoutbox/feed?lastEventId=1');

    act(() =>
      FakeEventSource.opened[0]!.onmessage?.({
        lastEventId: '2',
        data: JSON.stringify(msg(2, '/me waves')),
      } as MessageEvent<string>),
    );
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).getAllByRole('listitem')[1]).toHaveTextContent(/\* Aria waves$/);
    expect(within(log).getAllByRole('listitem')[1]).toHaveClass('chat-message--own');
  });

  it("shows the empty room's invitation", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/shoutbox/history': { body: [] } });
    renderRoom();
    expect(await screen.findByText('No messages yet. Be the first to say something!')).toBeInTheDocument();
  });

  it('shows history and feed errors as banners', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/shoutbox/history': { status: 500, body: { message: 'Database unavailable.' } } });
    renderRoom();
    expect(await screen.findByText('Error loading chat history: Database unavailable.')).toHaveAttribute('role', 'alert');
    act(() => FakeEventSource.opened[0]!.onerror?.());
    expect(screen.getByText(/^Error connecting to chat feed: /)).toHaveAttribute('role', 'alert');
  });

  it('keeps Send disabled for a visitor', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/shoutbox/history': { body: [] } });
    const { user } = renderRoom(<ChatRoom canSend={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'hi');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('removes a deleted message from the open room', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({ 'GET /api/shoutbox/history': { body: [msg(1, 'kind words'), msg(2, 'abuse')] } });
    renderRoom();
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('abuse');
    act(() =>
      FakeEventSource.opened[0]!.listeners.get('chat.message_deleted')?.({
        lastEventId: '',
        data: '{"id":2}',
      } as MessageEvent<string>),
    );
    expect(within(log).queryByText('abuse')).not.toBeInTheDocument();
    expect(within(log).getByText('kind words')).toBeInTheDocument();
  });

  it("leaves out hidden authors' lines and adds the screen's actions to the others", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const other = { ...msg(2, 'from a pest'), playerId: '11111111-1111-4111-8111-111111111111', username: 'Pest' };
    mockApi({ 'GET /api/shoutbox/history': { body: [msg(1, 'hello'), other] } });
    renderRoom(<ChatRoom canSend ownPlayerId={PLAYER} LineActions={ActOn} hiddenAuthorIds={new Set([other.playerId])} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByRole('button', { name: 'Act on 1' })).toBeInTheDocument();
    expect(within(log).queryByText('from a pest')).not.toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });
});
