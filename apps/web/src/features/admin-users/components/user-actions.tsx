import { useQuery } from '@tanstack/react-query';
import { type ManagedUserDetail, Role } from '@tod/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import {
  bannedUsersQuery,
  type ManageUsersProps,
  useDeleteUser,
  useEndSessions,
  useLiftBan,
  useResetLink,
  useSetRole,
} from '../api.ts';

const ROLE_CHOICES = [
  { role: Role.player, name: 'Player' },
  { role: Role.moderator, name: 'Moderator' },
  { role: Role.staff, name: 'Staff' },
];

/** The actions on an account the caller outranks; the role and deletion are the owner's. */
export function UserActions({ user, callerRole, renderBan }: { user: ManagedUserDetail } & ManageUsersProps) {
  const id = useId();
  const { notice, done, failed } = useNotice();
  const [role, setRoleChoice] = useState(user.role);
  const [link, setLink] = useState<string | null>(null);
  const [banning, setBanning] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const setRole = useSetRole();
  const endSessions = useEndSessions();
  const resetLink = useResetLink();
  const liftBan = useLiftBan();
  const remove = useDeleteUser();
  const bans = useQuery(bannedUsersQuery);
  const banned = bans.data?.some((b) => b.userId === user.id) ?? false;
  const character = user.characters.find((c) => !c.dead) ?? user.characters[0];
  const owner = callerRole >= Role.owner;

  return (
    <div className="admin-section">
      <h3>Actions</h3>
      <FormNotice notice={notice} />
      {owner && (
        <form
          className="form__actions"
          onSubmit={(event) => {
            event.preventDefault();
            setRole.mutate(
              { id: user.id, value: role },
              { onSuccess: () => done('Role saved.'), onError: failed('Failed to save the role.') },
            );
          }}
        >
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRoleChoice(Number(event.target.value))}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.role} value={choice.role}>
                {choice.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={role === user.role || setRole.isPending}>
            Save role
          </button>
        </form>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button"
          disabled={user.sessions === 0 || endSessions.isPending}
          onClick={() =>
            endSessions.mutate(
              { id: user.id, value: undefined },
              { onSuccess: () => done('Signed out everywhere.'), onError: failed('Failed to end the sessions.') },
            )
          }
        >
          Sign out everywhere
        </button>
        <button
          type="button"
          className="button"
          disabled={resetLink.isPending}
          onClick={() =>
            resetLink.mutate(user.id, {
              onSuccess: (answer) => {
                setLink(answer.link);
                done('Give this link to the account owner privately. It works once, for 1 hour.');
              },
              onError: failed('Failed to create a reset link.'),
            })
          }
        >
          Password reset link
        </button>
        {banned ? (
          <button
            type="button"
            className="button"
            disabled={liftBan.isPending}
            onClick={() =>
              liftBan.mutate(user.id, {
                onSuccess: () => done('The ban is lifted.'),
                onError: failed('Failed to lift the ban.'),
              })
            }
          >
            Lift ban
          </button>
        ) : (
          character && (
            <button type="button" className="button button--danger" onClick={() => setBanning(true)}>
              Ban
            </button>
          )
        )}
        {owner && (
          <button type="button" className="button button--danger" onClick={() => setConfirmDelete(true)}>
            Delete account
          </button>
        )}
      </div>
      {link && (
        <div className="field">
          <label htmlFor={`${id}-link`}>Reset link</label>
          <input id={`${id}-link`} readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      )}
      {banning &&
        character &&
        renderBan({ characterId: character.id, name: character.name }, (text) => {
          setBanning(false);
          if (text) done(text);
        })}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this account?"
        confirmLabel="Delete account"
        danger
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(
            { id: user.id, value: undefined },
            {
              onSuccess: () => {
                setConfirmDelete(false);
                done('The account is deleted.');
              },
              onError: (error) => {
                setConfirmDelete(false);
                failed('Failed to delete the account.')(error);
              },
            },
          )
        }
      >
        <p>
          {user.email} is signed out, its e-mail is freed and its characters stay in the world dead and anonymised. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
