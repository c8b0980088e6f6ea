import type { CrewMember, MyCrew } from '@tod/contracts';
import { CREW_PERMISSIONS } from '@tod/game';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { crewCalls, useCrewAction } from '../api.ts';

const FAILED = 'That did not work. Please try again.';
type Crew = NonNullable<MyCrew['crew']>;
type Permission = (typeof CREW_PERMISSIONS)[number];

/** Each permission as the roster names it (docs/crews.md, "Ranks and permissions"). */
const PERMISSION_LABEL: Record<Permission, string> = {
  invite: 'Invite',
  remove: 'Remove members',
  withdraw: 'Withdraw from the purse',
  plan: 'Plan group deeds',
  editText: "Edit the crew's text",
  grant: 'Grant permissions',
};

function Outcome({ action }: { action: { data?: unknown; error: unknown; isSuccess: boolean; isError: boolean } }) {
  if (action.isError) return <ErrorMessage>{serverMessageOr(action.error, FAILED)}</ErrorMessage>;
  const message = (action.data as { message?: string } | undefined)?.message;
  return action.isSuccess && message ? <StatusMessage>{message}</StatusMessage> : null;
}

/**
 * The crew's members, and what the caller's rank lets it do to each: the leader makes officers
 * and members and hands the crew over; a member with `remove` or `grant` acts on plain members
 * (the leader on anyone). The server judges every call again (docs/crews.md).
 */
export function CrewRoster({ crew }: { crew: Crew }) {
  const may = (p: Permission) => crew.me.rank === 'leader' || crew.me.permissions.includes(p);
  return (
    <ul className="crew-list" aria-label="Members">
      {crew.roster.map((m) => (
        <li key={m.id}>
          {m.name} (level {m.level}, {m.rank})
          {m.id !== crew.me.id && m.rank !== 'leader' && (crew.me.rank === 'leader' || m.rank === 'member') && (
            <MemberControls member={m} leader={crew.me.rank === 'leader'} mayRemove={may('remove')} mayGrant={may('grant')} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MemberControls({
  member,
  leader,
  mayRemove,
  mayGrant,
}: {
  member: CrewMember;
  leader: boolean;
  mayRemove: boolean;
  mayGrant: boolean;
}) {
  const rank = useCrewAction((to: 'leader' | 'officer' | 'member') => crewCalls.rank(member.id, to));
  const remove = useCrewAction(() => crewCalls.remove(member.id));
  // Held here, not in the form: the form starts again when the saved permissions come back.
  const save = useCrewAction((permissions: Permission[]) => crewCalls.permissions(member.id, permissions));
  if (!leader && !mayRemove && !mayGrant) return null;
  return (
    <div className="crew-inline">
      {leader && member.rank === 'member' && (
        <button type="button" className="btn btn--secondary" onClick={() => rank.mutate('officer')}>
          Make {member.name} officer
        </button>
      )}
      {leader && member.rank === 'officer' && (
        <button type="button" className="btn btn--secondary" onClick={() => rank.mutate('member')}>
          Make {member.name} member
        </button>
      )}
      {leader && (
        <button type="button" className="btn btn--secondary" onClick={() => rank.mutate('leader')}>
          Hand the crew to {member.name}
        </button>
      )}
      {mayRemove && (
        <button type="button" className="btn btn--secondary" onClick={() => remove.mutate(undefined)}>
          Remove {member.name}
        </button>
      )}
      <Outcome action={rank} />
      <Outcome action={remove} />
      {/* A new rank brings new permissions from the server: the form starts again from them. */}
      {mayGrant && (
        <PermissionsForm
          key={`${member.rank}:${member.permissions.join(',')}`}
          member={member}
          onSave={(chosen) => save.mutate(chosen)}
          saving={save.isPending}
        />
      )}
      <Outcome action={save} />
    </div>
  );
}

function PermissionsForm({
  member,
  onSave,
  saving,
}: {
  member: CrewMember;
  onSave: (chosen: Permission[]) => void;
  saving: boolean;
}) {
  const [chosen, setChosen] = useState<Permission[]>(member.permissions);
  const legend = `Permissions of ${member.name}`;
  return (
    <form
      className="form"
      aria-label={legend}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(chosen);
      }}
    >
      <fieldset>
        <legend>{legend}</legend>
        {CREW_PERMISSIONS.map((p) => {
          const id = `crew-perm-${member.id}-${p}`;
          return (
            <div key={p} className="crew-inline">
              <input
                id={id}
                type="checkbox"
                checked={chosen.includes(p)}
                onChange={(e) => setChosen((list) => (e.target.checked ? [...list, p] : list.filter((x) => x !== p)))}
              />
              <label htmlFor={id}>{PERMISSION_LABEL[p]}</label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="btn" disabled={saving}>
        Save permissions
      </button>
    </form>
  );
}
