import { ChatLimits } from '@tod/contracts';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { useSendChatMessage } from '../api.ts';
import { applyChatFormat, type ChatEdit, type ChatFormat, isActionText, toggleAction } from '../composer-format.ts';

const TOOLS: { format: ChatFormat; label: string; hint: string }[] = [
  { format: 'bold', label: 'Bold', hint: '**text**' },
  { format: 'italic', label: 'Italic', hint: '*text*' },
  { format: 'code', label: 'Code', hint: '`text`' },
  { format: 'color', label: 'Color', hint: '[color=...]text[/color]' },
];

/**
 * The message box: formatting toolbar, a multi-line input and Send. Enter sends and
 * Shift+Enter starts a new line; Send waits for a signed-in player and some text.
 */
export function ChatComposer({ canSend }: { canSend: boolean }) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [color, setColor] = useState('#b22222');
  const [selection, setSelection] = useState<[number, number] | null>(null);
  const send = useSendChatMessage();
  const blank = text.trim().length === 0;
  const disabled = !canSend || blank || send.isPending;

  useLayoutEffect(() => {
    if (!selection || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(selection[0], selection[1]);
    setSelection(null);
  }, [selection]);

  const edit = (make: (value: string, start: number, end: number) => ChatEdit) => {
    const element = input.current;
    if (!element) return;
    const next = make(text, element.selectionStart, element.selectionEnd);
    setText(next.value);
    setSelection([next.selectionStart, next.selectionEnd]);
  };

  const submit = () => {
    // Spec §5: a blank message (after trimming) is ignored.
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
      <fieldset className="chat-composer__toolbar">
        <legend className="visually-hidden">Formatting</legend>
        {TOOLS.map((tool) => (
          <button
            key={tool.format}
            type="button"
            className="button button--small button--ghost"
            title={tool.hint}
            aria-controls={`${id}-message`}
            onClick={() => edit((value, start, end) => applyChatFormat(value, start, end, tool.format, color))}
          >
            {tool.label}
          </button>
        ))}
        <label className="chat-composer__color" htmlFor={`${id}-color`}>
          <span className="visually-hidden">Text colour</span>
          <input id={`${id}-color`} type="color" value={color} onChange={(event) => setColor(event.currentTarget.value)} />
        </label>
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
      </fieldset>
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
