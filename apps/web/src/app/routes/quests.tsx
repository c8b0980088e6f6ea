import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PERSONAL_TOPIC, type PersonalState } from '../../features/notifications/personal-source.ts';
import { boardQuery, chainsKey, chainsQuery, questsKeys } from '../../features/quests/api.ts';
import { ChainsPanel } from '../../features/quests/components/chains-panel.tsx';
import { QuestsPage } from '../../features/quests/components/quests-page.tsx';
import { useLiveValue } from '@/lib/live/use-live-value.ts';

/**
 * Quests: the contract board. Progress is counted by the server as the player plays; every
 * action that counts writes an event-log entry, which reaches this page on the personal live
 * feed, so the board is read again then (docs/client-state.md: push, never polling).
 */
export function Component() {
  const client = useQueryClient();
  const personal = useLiveValue<PersonalState>(PERSONAL_TOPIC, typeof EventSource !== 'undefined');
  const latest = personal?.messages.at(-1)?.receivedAt;
  // Both are read at once, but the chains are drawn under the board only once the board has its
  // size: when their answer came first, the board arriving above them pushed them down the
  // screen (a layout shift of 0.2-0.5).
  const boardSettled = !useQuery(boardQuery).isPending;
  useQuery(chainsQuery);
  useEffect(() => {
    if (latest) {
      void client.invalidateQueries({ queryKey: questsKeys.board });
      // A journey, a training session or a jailing may be what a chain's step waits for.
      void client.invalidateQueries({ queryKey: chainsKey });
    }
  }, [latest, client]);
  return (
    <div className="page">
      <title>Quests · Tales of Deeds</title>
      <h1>Quests</h1>
      <p>
        <Link to="/achievements">Achievements, merits and perks</Link>
      </p>
      <QuestsPage />
      {boardSettled && <ChainsPanel />}
    </div>
  );
}
