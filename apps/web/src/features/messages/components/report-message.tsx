import { type FormEvent, useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { useReportMessage } from '../api.ts';

/** "Report" on a received message: a reason, then the report goes to the moderators. */
export function ReportMessage({ messageId, author }: { messageId: number; author: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportMessage();
  const id = useId();
  if (report.isSuccess) return <StatusMessage>Reported. Thank you.</StatusMessage>;
  if (!open) {
    return (
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setOpen(true)}
        aria-label={`Report the message from ${author}`}
      >
        Report
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() !== '') report.mutate({ id: messageId, reason });
  };
  return (
    <form className="messages__report" onSubmit={submit}>
      {report.isError && <ErrorMessage>{serverMessageOr(report.error, 'Failed to send the report.')}</ErrorMessage>}
      <label htmlFor={id}>Why are you reporting this message?</label>
      <input id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <button type="submit" className="button button--small" disabled={reason.trim() === '' || report.isPending}>
        Send report
      </button>{' '}
      <button type="button" className="button button--small button--ghost" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
