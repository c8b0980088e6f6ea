import { useQuery } from '@tanstack/react-query';
import { type CasinoRound, type CasinoState, groupThousands } from '@tod/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { casinoQuery, randomClientSeed, useBet } from '../api.ts';
import '../casino.css';

const FAILED = 'That did not work. Please try again.';
const sideName = (side: 'low' | 'high') => (side === 'low' ? 'Low' : 'High');

/** Where a round is checked: the fair-play page with both seeds filled in. */
export const checkLink = (r: Pick<CasinoRound, 'serverSeed' | 'clientSeed'>) =>
  `/fair-play?server=${encodeURIComponent(r.serverSeed)}&client=${encodeURIComponent(r.clientSeed)}`;

/** The house casino (docs/economy.md#casino): the rules and edge, the commitment, a bet, the revealed rounds. */
export function CasinoPage() {
  const casino = useQuery(casinoQuery);
  if (casino.isPending) return <StatusMessage>Loading the casino…</StatusMessage>;
  if (casino.isError) return <ErrorMessage>Failed to load the casino. Please try again.</ErrorMessage>;
  const s = casino.data;
  return (
    <>
      <section aria-labelledby="casino-rules">
        <h2 id="casino-rules">High or Low</h2>
        <p>
          The house rolls 1 to 100. Low wins on 1 to {s.lowMax}, High on {s.highMin} to 100; {s.lowMax + 1} and {s.highMin - 1} go
          to the house. A win pays {s.payoutMultiplier} times the stake. The house edge is {s.houseEdgePercent}%: on average you
          get back {100 - s.houseEdgePercent} gold of every 100 you stake.
        </p>
        <p>
          Stakes: {s.minStake} to {groupThousands(s.maxStake)} gold. You can stake{' '}
          {groupThousands(Math.max(0, s.dailyCap - s.stakedToday))} more gold today (of {groupThousands(s.dailyCap)}). You have{' '}
          {groupThousands(s.gold)} gold.
        </p>
      </section>
      {s.refusal ? <ErrorMessage>{s.refusal}</ErrorMessage> : <BetForm state={s} />}
      <p>
        <Link to="/fair-play">The fair-play rules, and how to check any roll</Link>
      </p>
      <Rounds rounds={s.rounds} />
    </>
  );
}

function BetForm({ state }: { state: CasinoState }) {
  const bet = useBet();
  const [side, setSide] = useState<'low' | 'high'>('low');
  const [stake, setStake] = useState(String(state.minStake));
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const n = Number(stake);
  return (
    <section aria-labelledby="casino-bet">
      <h2 id="casino-bet">Place a bet</h2>
      <p>
        The house has committed to the seed of your next roll. Its SHA-256 is{' '}
        <code className="casino-hash" data-testid="commitment">
          {state.commitment}
        </code>
        . After the bet the seed is revealed, so you can check the roll was not changed.
      </p>
      <form
        className="form casino-form"
        aria-label="Place a bet"
        onSubmit={(e) => {
          e.preventDefault();
          bet.mutate(
            { side, stake: n, clientSeed: clientSeed.trim(), commitment: state.commitment },
            { onSuccess: () => setClientSeed(randomClientSeed()) },
          );
        }}
      >
        <fieldset>
          <legend>Side</legend>
          {(['low', 'high'] as const).map((v) => (
            <label key={v}>
              <input type="radio" name="casino-side" value={v} checked={side === v} onChange={() => setSide(v)} /> {sideName(v)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="casino-stake">Stake (gold)</label>
        <input
          id="casino-stake"
          type="number"
          min={state.minStake}
          max={state.maxStake}
          step={1}
          inputMode="numeric"
          value={stake}
          onChange={(e) => setStake(e.target.value)}
          required
        />
        <label htmlFor="casino-seed">Your seed (mixed into the roll)</label>
        <input
          id="casino-seed"
          type="text"
          value={clientSeed}
          onChange={(e) => setClientSeed(e.target.value)}
          maxLength={64}
          pattern="[A-Za-z0-9_\-]{1,64}"
          required
        />
        <button type="submit" className="btn" disabled={bet.isPending}>
          Bet {Number.isInteger(n) && n > 0 ? groupThousands(n) : ''} gold on {sideName(side)}
        </button>
      </form>
      {bet.isError && <ErrorMessage>{serverMessageOr(bet.error, FAILED)}</ErrorMessage>}
      {bet.isSuccess && (
        <StatusMessage>
          {bet.data.message} <Link to={checkLink(bet.data.round)}>Check this roll</Link>
        </StatusMessage>
      )}
    </section>
  );
}

function Rounds({ rounds }: { rounds: CasinoRound[] }) {
  if (rounds.length === 0) return null;
  return (
    <section aria-labelledby="casino-rounds">
      <h2 id="casino-rounds">Your last bets</h2>
      <ul className="casino-list">
        {rounds.map((r) => (
          <li key={r.id}>
            {groupThousands(r.stake)} gold on {sideName(r.side)}: roll {r.roll},{' '}
            {r.payout > 0 ? `won ${groupThousands(r.payout)} gold` : 'lost'}. Seed{' '}
            <code className="casino-hash">{r.serverSeed}</code> <Link to={checkLink(r)}>Check</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
