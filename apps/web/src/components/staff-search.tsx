import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';

/** What a staff search screen names: its form, its field and its results (spec texts). */
export interface StaffSearchTexts {
  find: string;
  label: string;
  hint: string;
  maxLength: number;
  results: string;
  failed: string;
  empty: string;
}

/**
 * The find form and result list that Manage Users and Manage Characters share: a search of at
 * least 2 characters is sent on submit, and the result list shows loading, failure and "no
 * match" the same way on both screens.
 */
export function StaffSearch<T, K extends QueryKey>({
  texts,
  queryFor,
  children,
}: {
  texts: StaffSearchTexts;
  queryFor: (q: string) => UseQueryOptions<T[], Error, T[], K>;
  children: (rows: T[]) => ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery(queryFor(q));
  const tooShort = text.trim().length < 2;

  return (
    <>
      <form
        className="form panel admin-form"
        aria-labelledby={`${id}-find`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooShort) setQ(text.trim());
        }}
      >
        <h2 id={`${id}-find`}>{texts.find}</h2>
        <div className="field">
          <label htmlFor={`${id}-q`}>{texts.label}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={texts.maxLength}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {texts.hint}
          </p>
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={tooShort}>
            Search
          </button>
        </div>
      </form>
      {q && (
        <section className="panel" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`}>{texts.results}</h2>
          {results.isPending ? (
            <StatusMessage>Searching...</StatusMessage>
          ) : results.isError ? (
            <ErrorMessage>{texts.failed}</ErrorMessage>
          ) : results.data.length === 0 ? (
            <p className="empty-state">{texts.empty}</p>
          ) : (
            children(results.data)
          )}
        </section>
      )}
    </>
  );
}
