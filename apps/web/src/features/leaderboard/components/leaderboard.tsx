import { useQuery } from '@tanstack/react-query';
import { groupThousands, LeaderboardBy, type LeaderboardByName } from '@tod/contracts';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { type TabItem, Tabs } from '@/components/ui/tabs.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { leaderboardQuery } from '../api.ts';
import '../leaderboard.css';

const BOARDS: Record<LeaderboardByName, { tab: string; column: string }> = {
  level: { tab: 'Level', column: 'Level' },
  gold: { tab: 'Gold', column: 'Gold' },
  good: { tab: 'Good', column: 'Good points' },
  evil: { tab: 'Evil', column: 'Evil points' },
  jailbreaks: { tab: 'Jailbreaks', column: 'Jailbreaks' },
};

const TABS: TabItem<LeaderboardByName>[] = LeaderboardBy.map((by) => ({ id: by, label: BOARDS[by].tab }));

function Board({ by, ownCharacterId }: { by: LeaderboardByName; ownCharacterId: string | undefined }) {
  const board = useQuery(leaderboardQuery(by));
  if (board.isPending) return <StatusMessage>Loading the leaderboard...</StatusMessage>;
  if (board.isError) return <ErrorMessage>{`Failed to load the leaderboard: ${errorDetail(board.error)}`}</ErrorMessage>;
  if (board.data.entries.length === 0) return <p className="empty-state">No characters to rank yet.</p>;
  const column = BOARDS[by].column;
  return (
    <table className="data-table leaderboard">
      <caption className="visually-hidden">{`Top characters by ${BOARDS[by].tab.toLowerCase()}`}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Character</th>
          {by !== 'level' && <th scope="col">Level</th>}
          <th scope="col" className="leaderboard__value">
            {column}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.data.entries.map((entry) => (
          <tr key={entry.id} className={entry.id === ownCharacterId ? 'leaderboard__row--own' : undefined}>
            <td>{entry.rank}</td>
            <th scope="row">
              <Link to={`/character/view/${entry.id}`}>{entry.name}</Link>
              {entry.id === ownCharacterId && <span className="leaderboard__you"> (you)</span>}
            </th>
            {by !== 'level' && <td>{entry.level}</td>}
            <td className="leaderboard__value">{groupThousands(entry.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The realm's best living characters, one board per measure. */
export function Leaderboard({
  by,
  onSelect,
  ownCharacterId,
}: {
  by: LeaderboardByName;
  onSelect: (by: LeaderboardByName) => void;
  ownCharacterId?: string | undefined;
}) {
  return (
    <Tabs label="Rank by" items={TABS} selected={by} onSelect={onSelect}>
      <Board by={by} ownCharacterId={ownCharacterId} />
    </Tabs>
  );
}
