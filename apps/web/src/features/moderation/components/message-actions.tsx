import type { ChatMessage } from '@tod/contracts';
import { GameConstants } from '@tod/game';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { useSetHidden } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';
import { MuteDialog } from './mute-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import '../moderation.css';

type Open = 'report' | 'delete' | 'mute' | null;

/**
 * What a reader can do about one chat line: every signed-in player may report it or hide its
 * author; role 1+ may delete it and mute its author. A small menu, so a long chat stays calm.
 */
export function MessageActions({
  message,
  viewerRole,
  ownCharacterId,
}: {
  message: ChatMessage;
  /** The signed-in reader's role: what they may do here. */
  viewerRole: number;
  ownCharacterId: string | undefined;
}) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState<Open>(null);
  const { notice, setNotice, done: show, failed } = useNotice(moderationError);
  const hide = useSetHidden();
  const own = message.playerId === ownCharacterId;
  const moderator = viewerRole >= GameConstants.roles.moderator;
  const author = message.username;

  if (own && !moderator) return null;

  const choose = (next: Open) => {
    setMenu(false);
    setNotice(null);
    setDialog(next);
  };
  const done = (text: string) => {
    setDialog(null);
    show(text);
    toggle.current?.focus();
  };
  const cancel = () => {
    setDialog(null);
    toggle.current?.focus();
  };
  const hideAuthor = () => {
    setMenu(false);
    hide.mutate({ characterId: message.playerId, hidden: true }, { onError: failed('Failed to hide the messages.') });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu) return;
    event.stopPropagation();
    setMenu(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from any of its buttons.
    <span className="message-actions" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="message-actions__toggle"
        aria-label={`Actions for ${author}'s message`}
        aria-expanded={menu}
        aria-controls={`${id}-menu`}
        onClick={() => setMenu(!menu)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {menu && (
        <span id={`${id}-menu`} className="message-actions__menu">
          {!own && (
            <>
              <button type="button" className="button button--small button--ghost" onClick={() => choose('report')}>
                Report message
              </button>
              <button type="button" className="button button--small button--ghost" onClick={hideAuthor}>
                {`Hide ${author}'s messages`}
              </button>
            </>
          )}
          {moderator && (
            <>
              <button type="button" className="button button--small button--danger" onClick={() => choose('delete')}>
                Delete message
              </button>
              {!own && (
                <button type="button" className="button button--small button--danger" onClick={() => choose('mute')}>
                  {`Mute ${author}`}
                </button>
              )}
            </>
          )}
        </span>
      )}
      <FormNotice notice={notice} as="span" className="message-actions__notice" />
      {dialog === 'report' && (
        <ReportDialog
          title={`Report ${author}'s message`}
          target={{ target: 'message', messageId: message.id }}
          onDone={done}
          onCancel={cancel}
        />
      )}
      {dialog === 'delete' && <DeleteMessageDialog messageId={message.id} author={author} onDone={done} onCancel={cancel} />}
      {dialog === 'mute' && <MuteDialog characterId={message.playerId} name={author} onDone={done} onCancel={cancel} />}
    </span>
  );
}
