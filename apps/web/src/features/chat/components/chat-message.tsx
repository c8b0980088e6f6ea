import type { ChatMessage } from '@tod/contracts';
import { type ComponentType, memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type ChatNode, parseChatMessage } from '../chat-markup.ts';
import './chat-message.css';
import { lazyDateFormat } from '@/lib/date-format.ts';
import { tagStyle } from '@/lib/readable-color.ts';

function renderNode(node: ChatNode, key: number): ReactNode {
  if (node.type === 'text') return node.text;
  if (node.type === 'code') return <code key={key}>{node.text}</code>;
  if (node.type === 'bold' || node.type === 'italic') {
    const Tag = node.type === 'bold' ? 'strong' : 'em';
    return <Tag key={key}>{renderChatNodes(node.children)}</Tag>;
  }
  return (
    <span key={key} className="color-tag" style={tagStyle(node.color)}>
      {renderChatNodes(node.children)}
    </span>
  );
}

/**
 * Chat markup as React elements: every piece of player text is a text node. Keys are
 * positions, which is right here: the nodes of one message never change or reorder.
 */
function renderChatNodes(nodes: ChatNode[]): ReactNode[] {
  return nodes.map(renderNode);
}

const timeFormat = lazyDateFormat({ hour: '2-digit', minute: '2-digit' });
const fullFormat = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'medium' });

/** One line of the room: time, author (linking to their character) and the rendered text. */
function ChatMessageLine({
  message,
  own = false,
  Actions,
}: {
  message: ChatMessage;
  own?: boolean;
  /** The screen's per-line actions (moderation), after the text. */
  Actions?: ComponentType<{ message: ChatMessage }> | undefined;
}) {
  const { action, nodes } = parseChatMessage(message.message);
  const date = new Date(message.time);
  const author = (
    <Link className="chat-message__author" to={`/character/view/${message.playerId}`}>
      {message.username}
    </Link>
  );
  const classes = ['chat-message', action ? 'chat-message--action' : '', own ? 'chat-message--own' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <time className="chat-message__time" dateTime={message.time} title={fullFormat(date)}>
        {timeFormat(date)}
      </time>{' '}
      {action ? (
        <span className="chat-message__action">
          * {author} <span className="chat-message__text">{renderChatNodes(nodes)}</span>
        </span>
      ) : (
        <>
          {author}
          <span className="chat-message__colon">:</span> <span className="chat-message__text">{renderChatNodes(nodes)}</span>
        </>
      )}
      {Actions && <Actions message={message} />}
    </li>
  );
}

/**
 * A message never changes once stored, so a line renders again only when its message or
 * ownership does: the list is re-rendered for every new message (and rebuilt from each state
 * another tab shares), and parsing hundreds of lines each time would be wasted.
 */
export const ChatMessageItem = memo(
  ChatMessageLine,
  (before, after) => before.message.id === after.message.id && before.own === after.own && before.Actions === after.Actions,
);

/**
 * A piece of player text in the chat's safe markup (bold, italic, code, colour; a leading /me
 * shown as-is), every part a text node: direct messages use it too.
 */
export function ChatText({ text }: { text: string }) {
  return <>{renderChatNodes(parseChatMessage(text).nodes)}</>;
}
