import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { ownerSearchQuery } from '../api.ts';

/**
 * The city's owner, chosen by name (docs/product-rules.md#admin-screens): staff type part of a
 * living character's name and pick from the matches; the form keeps the id the server wants.
 */
export function OwnerField({
  owner,
  ownerName,
  onChange,
}: {
  owner: string;
  ownerName: string;
  onChange: (owner: string, ownerName: string) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const matches = useQuery(ownerSearchQuery(deferred));
  return (
    <fieldset className="field owner-field">
      <legend>
        Owner <span className="field__optional">(optional)</span>
      </legend>
      <p className="owner-field__current" aria-live="polite">
        {owner ? (
          <>
            Current owner: <strong>{ownerName || owner}</strong>{' '}
            <button type="button" className="button button--ghost button--small" onClick={() => onChange('', '')}>
              No owner
            </button>
          </>
        ) : (
          'No owner'
        )}
      </p>
      <label htmlFor={`${id}-search`}>Find a character by name</label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        Two letters or more; choose one of the living characters found.
      </p>
      {deferred.length >= 2 &&
        matches.data &&
        (matches.data.length === 0 ? (
          <p className="muted">No living character has that name.</p>
        ) : (
          <ul className="owner-field__matches" aria-label="Matching characters">
            {matches.data.slice(0, 8).map((character) => (
              <li key={character.id}>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-pressed={character.id === owner}
                  onClick={() => {
                    onChange(character.id, character.username);
                    setSearch('');
                  }}
                >
                  {character.username} (level {character.level})
                </button>
              </li>
            ))}
          </ul>
        ))}
    </fieldset>
  );
}
