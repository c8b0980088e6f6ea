import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { characterSearchQuery } from '../api.ts';
import { CharacterCard } from './character-card.tsx';
import '../characters.css';

function SearchResults({ query }: { query: string }) {
  const search = useQuery(characterSearchQuery(query));
  if (search.isPending) return <StatusMessage>Searching...</StatusMessage>;
  if (search.isError) {
    return (
      <ErrorMessage>
        {isApiError(search.error) ? 'Failed to search for characters' : 'An error occurred while searching'}
      </ErrorMessage>
    );
  }
  if (search.data.length === 0) return <StatusMessage>No characters found. Try a different search term.</StatusMessage>;
  const count = search.data.length;
  return (
    <>
      <p className="visually-hidden" role="status">
        {count === 1 ? '1 character found' : `${count} characters found`}
      </p>
      <ul className="card-grid" aria-label="Search results">
        {search.data.map((character) => (
          <li key={character.id}>
            <CharacterCard character={character} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Search box and results. The query lives in the address (`?q=`), so a shared or reloaded
 * address starts the search by itself. Blank text asks the server nothing and lists no one: it
 * clears the last results and says what to type (docs/product-rules.md#input-rules).
 */
export function CharacterSearch({ query, onSearch }: { query: string; onSearch: (text: string) => void }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch(text);
  };
  const active = query.trim();
  return (
    <div className="character-search">
      <search>
        <form className="search-form" onSubmit={submit}>
          <label htmlFor={`${id}-q`}>Character name</label>
          <div className="search-form__row">
            <input id={`${id}-q`} name="q" type="search" defaultValue={query} key={query} maxLength={50} />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>
      </search>
      {active ? <SearchResults query={active} /> : <p className="muted">Type part of a character's name, then Search.</p>}
    </div>
  );
}
