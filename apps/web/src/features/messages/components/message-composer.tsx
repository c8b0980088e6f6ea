import { MessageLimits } from '@tod/contracts';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { useSendMessage } from '../api.ts';

/** Writes to a character: Enter sends, Shift+Enter adds a line (as the chat does). */
export function MessageComposer({ to, name, onSent }: { to: string; name: string; onSent?: (conversationId: string) => void }) {
  const [text, setText] = useState('');
  const send = useSendMessage(to);
  const id = useId();
  const blank = text.trim() === '';
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending) return;
    send.mutate(text, {
      onSuccess: (message) => {
        setText('');
        onSent?.(message.conversationId);
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className="messages__composer" onSubmit={submit}>
      {send.isError && <ErrorMessage>{serverMessageOr(send.error, 'Error sending message.')}</ErrorMessage>}
      <label htmlFor={id}>Message to {name}</label>
      <textarea
        id={id}
        value={text}
        maxLength={MessageLimits.maxLength}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button" disabled={blank || send.isPending}>
        Send
      </button>
    </form>
  );
}
