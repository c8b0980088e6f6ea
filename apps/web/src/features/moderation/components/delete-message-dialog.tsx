import { useId, useState } from 'react';
import { useDeleteMessage } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ReasonField } from './reason-field.tsx';

/** Role 1+: removes a chat message from the history and from every open chat. */
export function DeleteMessageDialog({
  messageId,
  author,
  onDone,
  onCancel,
}: {
  messageId: number;
  author: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteMessage();
  const submit = () => {
    setError(null);
    remove.mutate(
      { id: messageId, reason: reason.trim() || undefined },
      {
        onSuccess: () => onDone('Message deleted.'),
        onError: (err) => setError(moderationError(err, 'Failed to delete the message.')),
      },
    );
  };
  return (
    <ActionDialog
      title="Delete this message?"
      submitLabel={remove.isPending ? 'Deleting...' : 'Delete message'}
      busy={remove.isPending}
      danger
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p>{`${author}'s message disappears from every open chat. This cannot be undone.`}</p>
      <ReasonField id={`${id}-reason`} required={false} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
