import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { adminEconomyKeys, fairPlayCalls, flagsQuery } from '../api.ts';
import '../admin-economy.css';

const FAILED = 'That did not work. Please try again.';

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
