import { useQuery } from '@tanstack/react-query';
import { type ManagedUser, OUTRANKED_MESSAGE, Role } from '@tod/contracts';
import { useId, useState } from 'react';
import { StaffSearch, type StaffSearchTexts } from '@/components/staff-search.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { type ManageUsersProps, userQuery, userSearchQuery } from '../api.ts';
import { UserActions } from './user-actions.tsx';
import '../admin-users.css';

export const ROLE_NAMES: Record<number, string> = {
  [Role.player]: 'Player',
  [Role.moderator]: 'Moderator',
  [Role.staff]: 'Staff',
  [Role.owner]: 'Owner',
};

const dateTime = (iso: string) => new Date(iso).toLocaleString();

const SEARCH_TEXTS: StaffSearchTexts = {
  find: 'Find an account',
  label: 'E-mail or character name',
  hint: 'Any part of it, at least 2 characters.',
  maxLength: 254,
  results: 'Accounts',
  failed: 'Failed to search accounts. Please try again later.',
  empty: 'No account matches.',
};

/**
 * Manage Users: find an account by e-mail or character name, then see its characters and
 * sessions and act on it. The server refuses what the caller's role does not allow; the screen
 * only hides what it would refuse.
 */
export function ManageUsers({ callerRole, renderBan }: ManageUsersProps) {
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <div className="page admin-page">
      <h1>Manage Users</h1>
      <StaffSearch texts={SEARCH_TEXTS} queryFor={userSearchQuery}>
        {(rows) => <ResultsTable users={rows} onPick={setSelected} />}
      </StaffSearch>
      {selected && <UserPanel id={selected} callerRole={callerRole} renderBan={renderBan} />}
    </div>
  );
}

function ResultsTable({ users, onPick }: { users: ManagedUser[]; onPick: (id: string) => void }) {
  return (
    <TableScroll label="Accounts found">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Characters</th>
            <th scope="col">Sessions</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.deleted ? 'Deleted account' : user.email}</td>
              <td>{ROLE_NAMES[user.role]}</td>
              <td>{user.characters.map((c) => (c.dead ? `${c.name} (dead)` : c.name)).join(', ') || 'None'}</td>
              <td>{user.sessions}</td>
              <td>
                <button type="button" className="button button--small" onClick={() => onPick(user.id)}>
                  Manage<span className="visually-hidden"> {user.email}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function UserPanel({ id, callerRole, renderBan }: { id: string } & ManageUsersProps) {
  const headingId = useId();
  const user = useQuery(userQuery(id));
  if (user.isPending) return <StatusMessage>Loading the account...</StatusMessage>;
  if (user.isError) return <ErrorMessage>Failed to load the account. Please try again later.</ErrorMessage>;
  const u = user.data;
  const outranked = u.role >= callerRole;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{u.deleted ? 'Deleted account' : u.email}</h2>
      <dl className="admin-facts">
        <dt>Role</dt>
        <dd>{ROLE_NAMES[u.role]}</dd>
        <dt>Joined</dt>
        <dd>{dateTime(u.createdAt)}</dd>
        <dt>Characters</dt>
        <dd>{u.characters.map((c) => (c.dead ? `${c.name} (dead)` : c.name)).join(', ') || 'None'}</dd>
      </dl>
      <h3>Sessions</h3>
      {u.sessionList.length === 0 ? (
        <p className="empty-state">Not signed in anywhere.</p>
      ) : (
        <TableScroll label="Sessions">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Signed in</th>
                <th scope="col">Last used</th>
                <th scope="col">Ends</th>
              </tr>
            </thead>
            <tbody>
              {u.sessionList.map((s) => (
                <tr key={s.id}>
                  <td>{dateTime(s.createdAt)}</td>
                  <td>{dateTime(s.lastUsedAt)}</td>
                  <td>{dateTime(s.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {u.deleted ? null : outranked ? (
        <p className="form-info">{OUTRANKED_MESSAGE}</p>
      ) : (
        <UserActions user={u} callerRole={callerRole} renderBan={renderBan} />
      )}
    </section>
  );
}
