import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Flag } from '@tod/contracts';
import { describeDuration } from '@tod/game';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { adminEconomyKeys, fairPlayCalls, flagsQuery } from '../api.ts';
import '../admin-economy.css';

const FAILED = 'That did not work. Please try again.';

const OUTCOMES: Record<Flag['stops'][number]['outcome'], string> = {
  open: 'waiting for an answer',
  passed: 'answered right, let go',
  wrong: 'answered wrong',
  timed_out: 'no answer in time',
};

/** The city watch's stops since the flag (docs/fair-play.md#the-city-watch), newest first. */
function WatchStops({ flag }: { flag: Flag }) {
  if (flag.stops.length === 0) return <p>The city watch has not stopped this character yet.</p>;
  return (
    <ul aria-label={`City watch stops of ${flag.character.name}`}>
      {flag.stops.map((s) => (
        <li key={s.askedAt}>
          <time dateTime={s.askedAt}>{s.askedAt.slice(0, 16).replace('T', ' ')}</time>: {OUTCOMES[s.outcome]}
          {s.jailMs !== null && `, jailed for ${describeDuration(s.jailMs)}`}
        </li>
      ))}
    </ul>
  );
}

/** Staff: the script flag queue (docs/fair-play.md#staff). A flag never bans; clearing one is audited. */
export function FlagQueuePage() {
  const client = useQueryClient();
  const flags = useQuery(flagsQuery);
  const clear = useMutation({
    mutationFn: fairPlayCalls.clearFlag,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminEconomyKeys.flags }),
  });
  const [notes, setNotes] = useState<Record<string, string>>({});
  return (
    <div className="page admin-economy">
      <h1>Flags</h1>
      <p>
        Characters that play unlike a person. A flag is never a ban: look, then clear it with a note or act through Manage Users.
      </p>
      {flags.isPending && <StatusMessage>Loading flags…</StatusMessage>}
      {flags.isError && <ErrorMessage>Failed to load flags. Please try again.</ErrorMessage>}
      {flags.data?.length === 0 && <p>No open flags.</p>}
      <ul className="admin-economy-list">
        {flags.data?.map((f) => (
          <li key={f.id}>
            <p>
              {f.character.name} (level {f.character.level}): {f.reason}, flagged{' '}
              <time dateTime={f.createdAt}>{f.createdAt.slice(0, 16).replace('T', ' ')}</time>
            </p>
            <WatchStops flag={f} />
            <form
              className="form admin-economy-form"
              aria-label={`Clear the flag on ${f.character.name}`}
              onSubmit={(e) => {
                e.preventDefault();
                clear.mutate({ id: f.id, note: notes[f.id] ?? '' });
              }}
            >
              <label htmlFor={`flag-note-${f.id}`}>Note</label>
              <input
                id={`flag-note-${f.id}`}
                value={notes[f.id] ?? ''}
                onChange={(e) => setNotes({ ...notes, [f.id]: e.target.value })}
                maxLength={200}
                required
              />
              <button type="submit" className="btn">
                Clear the flag
              </button>
            </form>
          </li>
        ))}
      </ul>
      {clear.isError && <ErrorMessage>{serverMessageOr(clear.error, FAILED)}</ErrorMessage>}
      {clear.isSuccess && <StatusMessage>{clear.data.message}</StatusMessage>}
    </div>
  );
}
