import type { ChatMessage } from '@tod/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isNearBottom, MessageList } from './message-list.tsx';

const msg = (id: number): ChatMessage => ({
  id,
  message: `message ${id}`,
  username: 'Aria',
  playerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  time: '2026-06-01T12:00:00.000Z',
});

const range = (n: number) => Array.from({ length: n }, (_, i) => msg(i + 1));

const list = (messages: ChatMessage[], loaded = true) => (
  <MemoryRouter>
    <MessageList messages={messages} loaded={loaded} />
  </MemoryRouter>
);

/** jsdom lays nothing out: give the log a fixed geometry (200 px tall, 40 px a message). */
function withGeometry(log: HTMLElement, count: () => number) {
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 200 });
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => count() * 40 });
}

function scrollTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  log.dispatchEvent(new Event('scroll'));
}

describe('isNearBottom', () => {
  it('is true within 100 px of the bottom and false beyond', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 200, scrollTop: 800 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 200, scrollTop: 700 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 200, scrollTop: 699 })).toBe(false);
  });
});

describe('MessageList', () => {
  it('says it is loading until the history has been read', () => {
    render(list([], false));
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
  });

  it("reads 'No messages yet. Be the first to say something!' in an empty room", () => {
    render(list([]));
    expect(screen.getByText('No messages yet. Be the first to say something!')).toBeInTheDocument();
  });

  it('is a keyboard-scrollable log of the messages', () => {
    render(list(range(3)));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('follows new messages while the reader is within 100 px of the bottom, and not beyond', () => {
    let count = 20;
    const { rerender } = render(list(range(count)));
    const log = screen.getByRole('log');
    withGeometry(log, () => count);

    // At the bottom (800 - 200): a new message scrolls the log to it.
    scrollTo(log, 600);
    count = 21;
    rerender(list(range(count)));
    expect(log.scrollTop).toBe(840);

    // 90 px above the bottom still counts as at the bottom.
    scrollTo(log, 840 - 200 - 90);
    count = 22;
    rerender(list(range(count)));
    expect(log.scrollTop).toBe(880);

    // Reading older messages, 101 px up: the log stays where the reader is.
    scrollTo(log, 880 - 200 - 101);
    count = 23;
    rerender(list(range(count)));
    expect(log.scrollTop).toBe(579);
  });
});
