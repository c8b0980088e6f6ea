import { useQuery } from '@tanstack/react-query';
import { groupThousands } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { TableScroll } from '@/components/ui/table-scroll.tsx';
import { economyOverviewQuery } from '../api.ts';
import '../admin-economy.css';

const g = (n: number) => groupThousands(n);

/** Staff: the economy page (docs/economy.md#staff), every figure summed from the gold ledger. */
export function EconomyOverviewPage() {
  const [days, setDays] = useState(7);
  const overview = useQuery(economyOverviewQuery(days));
  return (
    <div className="page admin-economy">
      <h1>Economy</h1>
      <div className="field">
        <label htmlFor="economy-days">Days shown</label>
        <select id="economy-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {[1, 7, 14, 30].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      {overview.isPending && <StatusMessage>Loading the economy…</StatusMessage>}
      {overview.isError && <ErrorMessage>Failed to load the economy. Please try again.</ErrorMessage>}
      {overview.data && (
        <>
          <section aria-labelledby="economy-supply">
            <h2 id="economy-supply">Money supply now</h2>
            <p>
              On hand {g(overview.data.supply.onHand)} gold, in banks {g(overview.data.supply.inBank)} gold, in term deposits{' '}
              {g(overview.data.supply.inTerms)} gold:{' '}
              {g(overview.data.supply.onHand + overview.data.supply.inBank + overview.data.supply.inTerms)} gold in all.
            </p>
          </section>
          <section aria-labelledby="economy-days-title">
            <h2 id="economy-days-title">Gold in and out of hands, by day and kind</h2>
            <p>
              Into hands: deeds, interest, casino wins, withdrawals, gifts received. Out of hands: fees, fares, bail, shops,
              stakes, deposits, gifts given. A transfer shows on both sides.
            </p>
            {overview.data.days.map((d) => (
              <TableScroll key={d.day} label={`Gold on ${d.day}`}>
                <table>
                  <caption>
                    {d.day}: {g(d.created)} in, {g(d.destroyed)} out, net {g(d.created - d.destroyed)}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Kind</th>
                      <th scope="col" className="num">
                        In
                      </th>
                      <th scope="col" className="num">
                        Out
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.kinds.length === 0 && (
                      <tr>
                        <td colSpan={3}>No gold moved.</td>
                      </tr>
                    )}
                    {d.kinds.map((k) => (
                      <tr key={k.kind}>
                        <th scope="row">{k.kind}</th>
                        <td className="num">{g(k.created)}</td>
                        <td className="num">{g(k.destroyed)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ))}
          </section>
          <section aria-labelledby="economy-richest">
            <h2 id="economy-richest">Richest characters</h2>
            <ol className="admin-economy-list">
              {overview.data.richest.map((r) => (
                <li key={r.id}>
                  {r.name} (level {r.level}): {g(r.gold)} gold on hand, {g(r.bank)} in the bank
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="economy-largest">
            <h2 id="economy-largest">Largest movements</h2>
            <ol className="admin-economy-list">
              {overview.data.largest.map((l) => (
                <li key={l.id}>
                  <time dateTime={l.at}>{l.at.slice(0, 16).replace('T', ' ')}</time> {l.name}: {l.delta > 0 ? '+' : ''}
                  {g(l.delta)} gold ({l.kind}
                  {l.ref ? `, ${l.ref}` : ''})
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
