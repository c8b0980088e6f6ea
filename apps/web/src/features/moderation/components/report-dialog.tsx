import type { ReportInput } from '@tod/contracts';
import { useId, useState } from 'react';
import { useReport } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ReasonField } from './reason-field.tsx';

type ReportTarget = { target: 'message'; messageId: number } | { target: 'character'; characterId: string };

/** A player reports a chat message or a character to the moderators; a reason is required. */
export function ReportDialog({
  title,
  target,
  onDone,
  onCancel,
}: {
  title: string;
  target: ReportTarget;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReport();
  const submit = () => {
    if (!reason.trim()) {
      setError('A reason is required.');
      return;
    }
    setError(null);
    report.mutate({ ...target, reason } as ReportInput, {
      onSuccess: () => onDone('Report sent. The moderators will look at it.'),
      onError: (err) => setError(moderationError(err, 'Failed to send the report.')),
    });
  };
  return (
    <ActionDialog
      title={title}
      submitLabel={report.isPending ? 'Sending...' : 'Send report'}
      busy={report.isPending}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
