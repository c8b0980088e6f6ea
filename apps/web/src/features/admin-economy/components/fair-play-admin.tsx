import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkedPair } from '@tod/contracts';
import { useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { adminEconomyKeys, fairPlayCalls, linksQuery } from '../api.ts';
import '../admin-economy.css';

const FAILED = 'That did not work. Please try again.';
const who = (a: LinkedPair['a']) => `${a.email}${a.characters.length ? ` (${a.characters.join(', ')})` : ''}`;

/** Staff: linked accounts and households (docs/fair-play.md#staff); marking and removing are audited. */
export function FairPlayAdminPage() {
  const client = useQueryClient();
  const links = useQuery(linksQuery);
  const done = () => void client.invalidateQueries({ queryKey: adminEconomyKeys.fairPlay });
  const mark = useMutation({ mutationFn: fairPlayCalls.markHousehold, onSuccess: done });
  const remove = useMutation({ mutationFn: fairPlayCalls.removeHousehold, onSuccess: done });
  const [chosen, setChosen] = useState<LinkedPair | null>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  return (
    <div className="page admin-economy">
      <h1>Fair Play</h1>
      <p>
        Accounts seen on one device, or on one network with one browser in the same hour on 3 days, within 14 days. A household
        relaxes only rescues and group deeds, never gifts.
      </p>
      {links.isPending && <StatusMessage>Loading linked accounts…</StatusMessage>}
      {links.isError && <ErrorMessage>Failed to load linked accounts. Please try again.</ErrorMessage>}
      {links.data && (
        <>
          <section aria-labelledby="fair-links">
            <h2 id="fair-links">Linked accounts</h2>
            {links.data.pairs.length === 0 && <p>No linked accounts.</p>}
            <ul className="admin-economy-list">
              {links.data.pairs.map((p) => (
                <li key={`${p.a.userId}-${p.b.userId}`}>
                  {who(p.a)} and {who(p.b)}: same {p.via}, last seen together{' '}
                  <time dateTime={p.lastSeen}>{p.lastSeen.slice(0, 16).replace('T', ' ')}</time>.{' '}
                  {p.householdId ? (
                    'A household.'
                  ) : (
                    <button type="button" className="btn btn--secondary" onClick={() => setChosen(p)}>
                      Mark as a household
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
          {chosen && (
            <form
              className="form admin-economy-form"
              aria-label="Mark a household"
              onSubmit={(e) => {
                e.preventDefault();
                mark.mutate(
                  { userIds: [chosen.a.userId, chosen.b.userId], note, reason },
                  {
                    onSuccess: () => {
                      setChosen(null);
                      setNote('');
                      setReason('');
                    },
                  },
                );
              }}
            >
              <p>
                {who(chosen.a)} and {who(chosen.b)}
              </p>
              <label htmlFor="household-note">Note</label>
              <input id="household-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} required />
              <label htmlFor="household-reason">Reason</label>
              <input id="household-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} required />
              <button type="submit" className="btn">
                Mark as one household
              </button>
            </form>
          )}
          {mark.isError && <ErrorMessage>{serverMessageOr(mark.error, FAILED)}</ErrorMessage>}
          {mark.isSuccess && <StatusMessage>{mark.data.message}</StatusMessage>}
          <section aria-labelledby="fair-households">
            <h2 id="fair-households">Households</h2>
            {links.data.households.length === 0 && <p>No households.</p>}
            <ul className="admin-economy-list">
              {links.data.households.map((h) => (
                <li key={h.id}>
                  {h.members.map(who).join(' and ')}: {h.note} (reason: {h.reason}; by {h.createdByEmail},{' '}
                  <time dateTime={h.createdAt}>{h.createdAt.slice(0, 10)}</time>){' '}
                  <button type="button" className="btn btn--secondary" onClick={() => remove.mutate(h.id)}>
                    Remove household
                  </button>
                </li>
              ))}
            </ul>
            {remove.isError && <ErrorMessage>{serverMessageOr(remove.error, FAILED)}</ErrorMessage>}
            {remove.isSuccess && <StatusMessage>{remove.data.message}</StatusMessage>}
          </section>
        </>
      )}
    </div>
  );
}
