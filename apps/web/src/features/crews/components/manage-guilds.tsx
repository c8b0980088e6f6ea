import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupThousands } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { adminCrewCalls, adminCrewKeys, adminCrewLogQuery, adminCrewsQuery } from '../api.ts';

const FAILED = 'That did not work. Please try again.';

function CrewLog({ id }: { id: string }) {
  const log = useQuery(adminCrewLogQuery(id));
  if (log.isError) return <ErrorMessage>Failed to load the crew log.</ErrorMessage>;
  return (
    <ol className="crew-list" aria-label="Crew log">
      {log.data?.map((l) => (
        <li key={l.id}>
          <time dateTime={l.at}>{l.at.slice(0, 16).replace('T', ' ')}</time> {l.text}
        </li>
      ))}
    </ol>
  );
}

/** Staff: find a crew, read its log, rename it or disband it (the purse goes back to its members). */
export function ManageGuilds() {
  const client = useQueryClient();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const crews = useQuery(adminCrewsQuery(q));
  const done = () => void client.invalidateQueries({ queryKey: adminCrewKeys.all });
  const rename = useMutation({ mutationFn: adminCrewCalls.rename, onSuccess: done });
  const disband = useMutation({ mutationFn: adminCrewCalls.disband, onSuccess: done });
  return (
    <div className="page">
      <h1>Manage Guilds</h1>
      <div className="field">
        <label htmlFor="guild-search">Crew name contains</label>
        <input id="guild-search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={30} />
      </div>
      {crews.isError && <ErrorMessage>Failed to load the crews.</ErrorMessage>}
      {rename.isError && <ErrorMessage>{serverMessageOr(rename.error, FAILED)}</ErrorMessage>}
      {disband.isError && <ErrorMessage>{serverMessageOr(disband.error, FAILED)}</ErrorMessage>}
      {rename.isSuccess && <StatusMessage>{rename.data.message}</StatusMessage>}
      {disband.isSuccess && <StatusMessage>{disband.data.message}</StatusMessage>}
      <ul className="crew-list">
        {crews.data?.map((c) => (
          <li key={c.id}>
            <h2>{c.name}</h2>
            <p>
              {c.charter}, {c.members}/{c.seats} members, {groupThousands(c.respect)} respect, home {c.homeCity?.name ?? 'none'}
            </p>
            <button type="button" className="btn btn--secondary" onClick={() => setOpen(open === c.id ? null : c.id)}>
              {open === c.id ? 'Hide log' : 'Read log'}
            </button>
            {open === c.id && <CrewLog id={c.id} />}
            <form
              className="form crew-inline"
              aria-label={`Rename ${c.name}`}
              onSubmit={(e) => {
                e.preventDefault();
                rename.mutate({ id: c.id, name: names[c.id] ?? '' });
              }}
            >
              <label htmlFor={`rename-${c.id}`}>New name</label>
              <input
                id={`rename-${c.id}`}
                value={names[c.id] ?? ''}
                onChange={(e) => setNames({ ...names, [c.id]: e.target.value })}
                minLength={3}
                maxLength={30}
                required
              />
              <button type="submit" className="btn">
                Rename
              </button>
            </form>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => {
                if (window.confirm(`Disband ${c.name}? Its purse goes back to its members.`)) disband.mutate(c.id);
              }}
            >
              Disband
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
