import { useQuery } from '@tanstack/react-query';
import { CHARACTER_OUTRANKED_MESSAGE, type ManagedCharacter, type ManagedCharacterDetail } from '@tod/contracts';
import { useId, useState } from 'react';
import { StaffSearch, type StaffSearchTexts } from '@/components/staff-search.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { characterSearchQuery, managedCharacterQuery } from '../api.ts';
import { CharacterActions } from './character-actions.tsx';
import '../admin-characters.css';

const dateTime = (iso: string) => new Date(iso).toLocaleString();

/** Dead, in jail (until when) or free: the state a search row and the page show. */
export function stateOf(c: ManagedCharacter): string {
  if (c.dead) return 'Dead';
  if (c.jailedUntil) return `In jail until ${dateTime(c.jailedUntil)}`;
  return 'Free';
}

const SEARCH_TEXTS: StaffSearchTexts = {
  find: 'Find a character',
  label: 'Character name',
  hint: 'Any part of it, at least 2 characters. Dead characters are listed too.',
  maxLength: 40,
  results: 'Characters',
  failed: 'Failed to search characters. Please try again later.',
  empty: 'No character matches.',
};

/**
 * Manage Characters (docs/product-rules.md#admin-screens): find a character by name, see its
 * points, event log and gold, and act on it. Moderators (role 1) view and release; staff also
 * change. The server refuses what the caller's role does not allow; the screen hides it.
 */
export function ManageCharacters({ callerRole }: { callerRole: number }) {
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <div className="page admin-page">
      <h1>Manage Characters</h1>
      <StaffSearch texts={SEARCH_TEXTS} queryFor={characterSearchQuery}>
        {(rows) => <ResultsTable characters={rows} onPick={setSelected} />}
      </StaffSearch>
      {selected && <CharacterPanel id={selected} callerRole={callerRole} />}
    </div>
  );
}

function ResultsTable({ characters, onPick }: { characters: ManagedCharacter[]; onPick: (id: string) => void }) {
  return (
    <TableScroll label="Characters found">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Level</th>
            <th scope="col">Gold</th>
            <th scope="col">City</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {characters.map((c) => (
            <tr key={c.id}>
              <td>{c.name}</td>
              <td>{c.level}</td>
              <td>{c.gold}</td>
              <td>{c.city?.name ?? '-'}</td>
              <td>{stateOf(c)}</td>
              <td>
                <button type="button" className="button button--small" onClick={() => onPick(c.id)}>
                  Manage<span className="visually-hidden"> {c.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function CharacterPanel({ id, callerRole }: { id: string; callerRole: number }) {
  const headingId = useId();
  const character = useQuery(managedCharacterQuery(id));
  if (character.isPending) return <StatusMessage>Loading the character...</StatusMessage>;
  if (character.isError) return <ErrorMessage>Failed to load the character. Please try again later.</ErrorMessage>;
  const c = character.data;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{c.name}</h2>
      <Facts c={c} />
      {c.dead ? (
        <p className="form-info">This character is dead: nothing more can be changed.</p>
      ) : c.accountRole >= callerRole ? (
        <p className="form-info">{CHARACTER_OUTRANKED_MESSAGE}</p>
      ) : (
        <CharacterActions key={c.id} character={c} callerRole={callerRole} />
      )}
      <History c={c} />
    </section>
  );
}

function Facts({ c }: { c: ManagedCharacterDetail }) {
  return (
    <dl className="admin-facts">
      <dt>State</dt>
      <dd>{stateOf(c)}</dd>
      <dt>Level</dt>
      <dd>
        {c.level} ({c.experience} experience)
      </dd>
      <dt>Gold</dt>
      <dd>{c.gold}</dd>
      <dt>Alignment</dt>
      <dd>
        {c.alignment} (good {c.good}, neutral {c.neutral}, evil {c.evil})
      </dd>
      <dt>City</dt>
      <dd>{c.city?.name ?? '-'}</dd>
      <dt>Created</dt>
      <dd>{dateTime(c.createdAt)}</dd>
      <dt>Last seen</dt>
      <dd>{dateTime(c.lastSeenAt)}</dd>
      {c.diedAt && (
        <>
          <dt>Died</dt>
          <dd>{dateTime(c.diedAt)}</dd>
        </>
      )}
    </dl>
  );
}

function History({ c }: { c: ManagedCharacterDetail }) {
  return (
    <>
      <h3>Latest events</h3>
      {c.events.length === 0 ? (
        <p className="empty-state">No events yet.</p>
      ) : (
        <ul className="admin-character-events">
          {c.events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{dateTime(e.at)}</time> {e.text}
            </li>
          ))}
        </ul>
      )}
      <h3>Latest gold changes</h3>
      {c.ledger.length === 0 ? (
        <p className="empty-state">No gold changes yet.</p>
      ) : (
        <TableScroll label="Latest gold changes">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Change</th>
                <th scope="col">After</th>
                <th scope="col">Kind</th>
                <th scope="col">For</th>
              </tr>
            </thead>
            <tbody>
              {c.ledger.map((l) => (
                <tr key={l.id}>
                  <td>{dateTime(l.at)}</td>
                  <td>{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
                  <td>{l.balanceAfter}</td>
                  <td>{l.kind}</td>
                  <td>{l.ref ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
