import type { ChatMessage } from '@tod/contracts';
import { type ComponentType, useLayoutEffect, useMemo, useRef } from 'react';
import { ChatMessageItem } from './chat-message.tsx';
import './message-list.css';

/** docs/product-rules.md#chat-feed: the list follows new messages only while the reader is this close to the bottom. */
const AUTO_SCROLL_THRESHOLD_PX = 100;

export function isNearBottom(
  box: { scrollHeight: number; scrollTop: number; clientHeight: number },
  threshold = AUTO_SCROLL_THRESHOLD_PX,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/**
 * The scrolling message log. Whether to follow is decided from where the reader was before
 * the new messages arrived (tracked on scroll): someone reading older messages is not pulled
 * away, someone at the bottom keeps seeing the newest.
 */
export function MessageList({
  messages,
  loaded,
  ownPlayerId,
  LineActions,
  hiddenAuthorIds,
}: {
  messages: ChatMessage[];
  loaded: boolean;
  ownPlayerId?: string | undefined;
  LineActions?: ComponentType<{ message: ChatMessage }> | undefined;
  /** Authors this reader chose to hide: their lines are left out. */
  hiddenAuthorIds?: ReadonlySet<string> | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => (hiddenAuthorIds && hiddenAuthorIds.size > 0 ? messages.filter((m) => !hiddenAuthorIds.has(m.playerId)) : messages),
    [messages, hiddenAuthorIds],
  );
  const follow = useRef(true);

  useLayoutEffect(() => {
    const element = box.current;
    // Reading scrollHeight lays the page out there and then: not for an empty list, which is how
    // the screen first renders, so its first paint does not pay for a layout of its own.
    if (element && follow.current && messages.length > 0) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={box}
      className="chat-log"
      role="log"
      aria-label="Messages"
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      onScroll={(event) => {
        follow.current = isNearBottom(event.currentTarget);
      }}
    >
      {!loaded ? (
        <p className="status-message chat-log__empty">Loading messages...</p>
      ) : shown.length === 0 ? (
        <p className="empty-state chat-log__empty">No messages yet. Be the first to say something!</p>
      ) : (
        <ol className="chat-log__list">
          {shown.map((message) => (
            <ChatMessageItem key={message.id} message={message} own={message.playerId === ownPlayerId} Actions={LineActions} />
          ))}
        </ol>
      )}
    </div>
  );
}
