import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { hiddenAuthorsQuery, useSetHidden } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import '../moderation.css';

/** The players whose chat messages this account hides, each with a way back. */
export function HiddenAuthorsList() {
  const id = useId();
  const hidden = useQuery(hiddenAuthorsQuery);
  const setHidden = useSetHidden();
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Hidden players
      </h2>
      {hidden.isPending ? (
        <StatusMessage>Loading hidden players...</StatusMessage>
      ) : hidden.isError ? (
        <ErrorMessage>{moderationError(hidden.error, 'Failed to load hidden players.')}</ErrorMessage>
      ) : hidden.data.length === 0 ? (
        <p className="empty-state">You hide nobody's chat messages.</p>
      ) : (
        <ul className="hidden-authors">
          {hidden.data.map((author) => (
            <li key={author.characterId} className="hidden-authors__item">
              <Link to={`/character/view/${author.characterId}`}>{author.name}</Link>
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={setHidden.isPending}
                onClick={() => setHidden.mutate({ characterId: author.characterId, hidden: false })}
              >
                {`Show ${author.name}'s messages`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {setHidden.isError && <ErrorMessage>{moderationError(setHidden.error, 'Failed to change hidden players.')}</ErrorMessage>}
    </section>
  );
}
