import { LeaderboardBy, type LeaderboardByName } from '@tod/contracts';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { CrewBoard } from '../../features/leaderboard/components/crew-board.tsx';
import { Leaderboard } from '../../features/leaderboard/components/leaderboard.tsx';

const isBoard = (value: string | null): value is LeaderboardByName =>
  value !== null && (LeaderboardBy as readonly string[]).includes(value);

/** The chosen board is in the address (?by=gold), so it can be shared and survives a reload. */
export function Component() {
  const { account } = useAccount();
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  return (
    <div className="page">
      <title>Leaderboard · Tales of Deeds</title>
      <h1>Leaderboard</h1>
      <Leaderboard
        by={isBoard(by) ? by : 'level'}
        onSelect={(next) => setParams(next === 'level' ? {} : { by: next }, { replace: true })}
        ownCharacterId={account?.playerCharacter?.id}
      />
      <CrewBoard />
    </div>
  );
}
