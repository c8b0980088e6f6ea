import type { Sanction } from '@tod/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { bansQuery, mutesQuery, useUnban, useUnmute } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { endsText, formatDateTime } from '../sanction-text.ts';

const KINDS = {
  mutes: { query: mutesQuery, lift: 'Unmute', lifted: 'may chat again', empty: 'Nobody is muted.', what: 'mutes' },
  bans: { query: bansQuery, lift: 'Unban', lifted: 'is no longer banned', empty: 'Nobody is banned.', what: 'bans' },
} as const;

/** The active mutes or bans, each with who set it, why, until when, and a way to lift it. */
export function SanctionsPanel({ kind }: { kind: keyof typeof KINDS }) {
  const config = KINDS[kind];
  const list = useQuery(config.query);
  const unmute = useUnmute();
  const unban = useUnban();
  const lift = kind === 'mutes' ? unmute : unban;
  const { notice, setNotice, done, failed } = useNotice(moderationError);
  const name = (s: Sanction) => s.characterName ?? 'A player without a character';

  const onLift = (sanction: Sanction) => {
    setNotice(null);
    lift.mutate(sanction.userId, {
      onSuccess: () => done(`${name(sanction)} ${config.lifted}.`),
      onError: failed(`Failed to ${config.lift.toLowerCase()}.`),
    });
  };

  return (
    <div className="admin-section">
      <FormNotice notice={notice} />
      {list.isPending ? (
        <StatusMessage>{`Loading ${config.what}...`}</StatusMessage>
      ) : list.isError ? (
        <ErrorMessage>{`Failed to load ${config.what}: ${moderationError(list.error, 'please try again.')}`}</ErrorMessage>
      ) : list.data.length === 0 ? (
        <p className="empty-state">{config.empty}</p>
      ) : (
        <TableScroll label={kind === 'mutes' ? 'Active mutes' : 'Active bans'}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Reason</th>
                <th scope="col">Covers</th>
                <th scope="col">Ends</th>
                <th scope="col">Set by</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((sanction) => (
                <tr key={sanction.userId}>
                  <th scope="row">
                    {sanction.characterId ? (
                      <Link to={`/character/view/${sanction.characterId}`}>{name(sanction)}</Link>
                    ) : (
                      name(sanction)
                    )}
                  </th>
                  <td>{sanction.reason}</td>
                  <td>{sanction.scopes.map((s) => (s === 'chat' ? 'Chat' : 'Direct messages')).join(', ')}</td>
                  <td className="nowrap">{endsText(sanction.endsAt)}</td>
                  <td>
                    {sanction.createdByEmail}
                    <br />
                    <span className="muted">{formatDateTime(sanction.createdAt)}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      disabled={lift.isPending}
                      onClick={() => onLift(sanction)}
                    >
                      {`${config.lift} ${name(sanction)}`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
