import type { AuditEntry } from '@tod/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditQuery } from '../audit-api.ts';
import { auditTargetName } from '../audit-target.ts';
import { moderationError } from '../moderation-errors.ts';
import { formatDateTime } from '../sanction-text.ts';
import '../moderation.css';

const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };

const FIELDS = [
  { name: 'actor', label: 'Actor e-mail', type: 'text', hint: 'Exact e-mail, or cli for operator commands.' },
  { name: 'action', label: 'Action', type: 'text', hint: 'e.g. moderation.muted, or moderation. for all of a module.' },
  { name: 'target', label: 'Target id', type: 'text', hint: undefined },
  { name: 'from', label: 'From', type: 'date', hint: undefined },
  { name: 'to', label: 'To', type: 'date', hint: 'Both days included (UTC).' },
] as const;

/** The target by name where the change names it, its id beside in small print (the filter takes the id). */
function Target({ entry }: { entry: AuditEntry }) {
  if (entry.targetId === null) return <>-</>;
  const name = auditTargetName(entry);
  if (!name) return <>{entry.targetId}</>;
  return (
    <>
      <span className="audit-table__name">{name}</span> <code className="audit-table__id muted">{entry.targetId}</code>
    </>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className="muted">-</span>;
  return (
    <details className="audit-change">
      <summary>Show change</summary>
      {entry.before != null && (
        <>
          <p className="audit-change__label">Before</p>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </>
      )}
      {entry.after != null && (
        <>
          <p className="audit-change__label">After</p>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </>
      )}
    </details>
  );
}

/**
 * Every staff, moderator and operator change, newest first, filtered by who, what, which row
 * and when, a page at a time. Pages go by the last id seen, so new entries never shift them.
 */
export function AuditLog({ pageSize = AUDIT_PAGE_SIZE }: { pageSize?: number }) {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  // The ids each older page starts before; the first page has none.
  const [pages, setPages] = useState<number[]>([]);
  const beforeId = pages.at(-1) ?? null;
  const log = useQuery({ ...auditQuery(filters, beforeId, pageSize), placeholderData: keepPreviousData });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: keyof AuditFilters) => String(data.get(name) ?? '');
    setFilters({ actor: read('actor'), action: read('action'), target: read('target'), from: read('from'), to: read('to') });
    setPages([]);
  };

  const entries = log.data ?? [];
  const last = entries.at(-1);
  const hasOlder = entries.length === pageSize && last !== undefined;

  return (
    <div className="admin-section">
      <form
        className="panel form audit-filters"
        aria-label="Filter the audit log"
        onSubmit={apply}
        onReset={() => {
          setFilters(NO_FILTERS);
          setPages([]);
        }}
      >
        <div className="form-grid">
          {FIELDS.map((field) => (
            <div key={field.name} className="field">
              <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                maxLength={field.type === 'text' ? 254 : undefined}
                aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
              />
              {field.hint && (
                <p id={`${id}-${field.name}-hint`} className="field__hint">
                  {field.hint}
                </p>
              )}
            </div>
          ))}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            Apply filters
          </button>
          <button type="reset" className="button button--ghost">
            Clear
          </button>
        </div>
      </form>
      {log.isPending ? (
        <StatusMessage>Loading the audit log...</StatusMessage>
      ) : log.isError ? (
        <ErrorMessage>{`Failed to load the audit log: ${moderationError(log.error, 'please try again.')}`}</ErrorMessage>
      ) : entries.length === 0 ? (
        <p className="empty-state">
          {Object.values(filters).some((value) => value.trim()) ? 'No entries match these filters.' : 'No entries yet.'}
        </p>
      ) : (
        <TableScroll label="Audit entries">
          <table className="data-table audit-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td>{entry.actorEmail}</td>
                  <th scope="row">
                    <code>{entry.action}</code>
                  </th>
                  <td className="audit-table__target">
                    <Target entry={entry} />
                  </td>
                  <td>
                    <Change entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <nav className="pager" aria-label="Audit log pages">
        <button
          type="button"
          className="button button--ghost"
          disabled={pages.length === 0 || log.isFetching}
          onClick={() => setPages(pages.slice(0, -1))}
        >
          Newer
        </button>
        <span className="pager__page" aria-live="polite">{`Page ${pages.length + 1}`}</span>
        <button
          type="button"
          className="button button--ghost"
          disabled={!hasOlder || log.isFetching}
          onClick={() => last && setPages([...pages, last.id])}
        >
          Older
        </button>
      </nav>
    </div>
  );
}
