import { ChatLimits } from '@tod/contracts';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { BASIC_MARKUP_TOOLS, MarkupToolbar, useMarkupEditing } from '@/components/ui/markup-toolbar.tsx';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { useSendChatMessage } from '../api.ts';
import { applyChatFormat, isActionText, toggleAction } from '../composer-format.ts';
import './chat-composer.css';

/**
 * The message box: formatting toolbar, a multi-line input and Send. Enter sends and
 * Shift+Enter starts a new line; Send waits for a signed-in player and some text.
 */
export function ChatComposer({ canSend }: { canSend: boolean }) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [color, setColor] = useState('#b22222');
  const edit = useMarkupEditing(input, text, setText);
  const send = useSendChatMessage();
  const blank = text.trim().length === 0;
  const disabled = !canSend || blank || send.isPending;

  const submit = () => {
    // docs/product-rules.md#chat-feed: a blank message (after trimming) is ignored.
    if (disabled) return;
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word and must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="chat-composer" aria-label="Send a message" onSubmit={onSubmit}>
      {send.isError && <ErrorMessage>{`Error sending message: ${errorDetail(send.error)}`}</ErrorMessage>}
      <MarkupToolbar
        block="chat-composer"
        tools={BASIC_MARKUP_TOOLS}
        controls={`${id}-message`}
        colorId={`${id}-color`}
        colorLabel={<span className="visually-hidden">Text colour</span>}
        color={color}
        onColor={setColor}
        onFormat={(format) => edit((value, start, end) => applyChatFormat(value, start, end, format, color))}
      >
        <button
          type="button"
          className="button button--small button--ghost"
          title="An action: /me waves shows as * Name waves"
          aria-controls={`${id}-message`}
          aria-pressed={isActionText(text)}
          onClick={() => edit(toggleAction)}
        >
          /me
        </button>
      </MarkupToolbar>
      <label htmlFor={`${id}-message`} className="visually-hidden">
        Message
      </label>
      <div className="chat-composer__row">
        <textarea
          id={`${id}-message`}
          ref={input}
          className="chat-composer__input"
          rows={2}
          maxLength={ChatLimits.maxLength}
          placeholder={canSend ? 'Say something...' : 'Sign in to chat'}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary chat-composer__send" disabled={disabled}>
          Send
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        Enter sends, Shift+Enter adds a new line. {text.length} / {ChatLimits.maxLength}
      </p>
    </form>
  );
}
