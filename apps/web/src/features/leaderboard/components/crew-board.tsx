import { useQuery } from '@tanstack/react-query';
import { CrewBoardBy, type CrewBoardByName, groupThousands } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { type TabItem, Tabs } from '@/components/ui/tabs.tsx';
import { errorDetail } from '@/lib/http-errors.ts';
import { crewBoardQuery } from '../api.ts';
import '../leaderboard.css';

const LABELS: Record<CrewBoardByName, string> = { respect: 'Respect', members: 'Members', deeds: 'Group deeds' };
const TABS: TabItem<CrewBoardByName>[] = CrewBoardBy.map((by) => ({ id: by, label: LABELS[by] }));

function Board({ by }: { by: CrewBoardByName }) {
  const board = useQuery(crewBoardQuery(by));
  if (board.isPending) return <StatusMessage>Loading the crews...</StatusMessage>;
  if (board.isError) return <ErrorMessage>{`Failed to load the crews: ${errorDetail(board.error)}`}</ErrorMessage>;
  if (board.data.entries.length === 0) return <p className="empty-state">No crews to rank yet.</p>;
  return (
    <table className="data-table leaderboard">
      <caption className="visually-hidden">{`Top crews by ${LABELS[by].toLowerCase()}`}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Crew</th>
          <th scope="col">Charter</th>
          <th scope="col" className="leaderboard__value">
            {LABELS[by]}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.data.entries.map((entry) => (
          <tr key={entry.id}>
            <td>{entry.rank}</td>
            <th scope="row">{entry.name}</th>
            <td>{entry.charter}</td>
            <td className="leaderboard__value">{groupThousands(entry.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The realm's best crews beside the character boards (docs/crews.md#crew-board). */
export function CrewBoard() {
  const [by, setBy] = useState<CrewBoardByName>('respect');
  return (
    <section aria-labelledby="crew-board">
      <h2 id="crew-board">Crews</h2>
      <Tabs label="Rank crews by" items={TABS} selected={by} onSelect={setBy}>
        <Board by={by} />
      </Tabs>
    </section>
  );
}
