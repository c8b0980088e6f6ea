import type { Report } from '@tod/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { type ReportStatus, reportedConversationQuery, reportsQuery, useResolveReport } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { formatDateTime } from '../sanction-text.ts';
import { ActionDialog } from './action-dialog.tsx';
import { ReasonField } from './reason-field.tsx';
import '../moderation.css';

function ResolveDialog({ report, onDone, onCancel }: { report: Report; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveReport();
  return (
    <ActionDialog
      title={`Resolve the report on ${report.characterName}`}
      submitLabel={resolve.isPending ? 'Saving...' : 'Resolve'}
      busy={resolve.isPending}
      error={error}
      onSubmit={() =>
        resolve.mutate(
          { id: report.id, resolution: note.trim() || undefined },
          { onSuccess: onDone, onError: (err) => setError(moderationError(err, 'Failed to resolve the report.')) },
        )
      }
      onCancel={onCancel}
    >
      <ReasonField id={`${id}-note`} label="What was done" required={false} value={note} onChange={setNote} />
    </ActionDialog>
  );
}

/** A direct-message report's conversation, read (and audited) only when the moderator asks. */
function ReportedConversation({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const conversation = useQuery({ ...reportedConversationQuery(id), enabled: open });
  if (!open) {
    return (
      <button type="button" className="button button--small" onClick={() => setOpen(true)}>
        Read the conversation
      </button>
    );
  }
  if (conversation.isPending) return <StatusMessage>Loading the conversation...</StatusMessage>;
  if (conversation.isError) return <ErrorMessage>Failed to load the conversation.</ErrorMessage>;
  return (
    <ol className="report-item__conversation" aria-label="Reported conversation">
      {conversation.data.messages.map((m) => (
        <li key={m.id}>
          <strong>{m.senderName}</strong> <span className="muted">{formatDateTime(m.time)}</span>: {m.body}
        </li>
      ))}
    </ol>
  );
}

const titleOf = (report: Report, subject: ReactNode) =>
  report.target === 'message' ? (
    <>Message by {subject}</>
  ) : report.target === 'direct_message' ? (
    <>Direct message by {subject}</>
  ) : report.target === 'crew_message' ? (
    <>Crew channel message by {subject}</>
  ) : report.target === 'crew_text' ? (
    <>Crew name and text (leader {subject})</>
  ) : (
    <>Character {subject}</>
  );

function ReportItem({ report, onResolve }: { report: Report; onResolve: (report: Report) => void }) {
  const subject = <Link to={`/character/view/${report.characterId}`}>{report.characterName}</Link>;
  return (
    <li className="admin-item report-item">
      <div className="admin-item__body">
        <p className="admin-item__title">{titleOf(report, subject)}</p>
        {report.messageText !== null && <blockquote className="report-item__quote">{report.messageText}</blockquote>}
        {(report.target === 'direct_message' || report.target === 'crew_message') && <ReportedConversation id={report.id} />}
        <p className="admin-item__text">
          <strong>Reason:</strong> {report.reason}
        </p>
        <p className="admin-item__meta">
          Reported by {report.reporterName} on {formatDateTime(report.createdAt)}
          {report.status === 'resolved' && report.resolvedAt && (
            <>
              {' '}
              · resolved by {report.resolvedByEmail ?? 'staff'} on {formatDateTime(report.resolvedAt)}
              {report.resolution ? `: ${report.resolution}` : ''}
            </>
          )}
        </p>
      </div>
      {report.status === 'open' && (
        <div className="admin-item__actions">
          <button type="button" className="button button--small button--primary" onClick={() => onResolve(report)}>
            Resolve
          </button>
        </div>
      )}
    </li>
  );
}

/** Players' reports: open ones to act on, resolved ones for the record. */
export function ReportsPanel() {
  const id = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [resolving, setResolving] = useState<Report | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reports = useQuery(reportsQuery(status));
  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <div className="field field--inline">
          <label htmlFor={`${id}-status`}>Show</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.currentTarget.value as ReportStatus)}>
            <option value="open">Open reports</option>
            <option value="resolved">Resolved reports</option>
          </select>
        </div>
      </div>
      {notice && (
        <p className="form-info" role="status">
          {notice}
        </p>
      )}
      {reports.isPending ? (
        <StatusMessage>Loading reports...</StatusMessage>
      ) : reports.isError ? (
        <ErrorMessage>{`Failed to load reports: ${moderationError(reports.error, 'please try again.')}`}</ErrorMessage>
      ) : reports.data.length === 0 ? (
        <p className="empty-state">{status === 'open' ? 'No open reports.' : 'No resolved reports yet.'}</p>
      ) : (
        <ul className="admin-list" aria-label={status === 'open' ? 'Open reports' : 'Resolved reports'}>
          {reports.data.map((report) => (
            <ReportItem key={report.id} report={report} onResolve={setResolving} />
          ))}
        </ul>
      )}
      {resolving && (
        <ResolveDialog
          report={resolving}
          onCancel={() => setResolving(null)}
          onDone={() => {
            setNotice(`The report on ${resolving.characterName} is resolved.`);
            setResolving(null);
          }}
        />
      )}
    </div>
  );
}
