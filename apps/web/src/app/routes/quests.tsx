import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PERSONAL_TOPIC, type PersonalState } from '../../features/notifications/personal-source.ts';
import { chainsKey, questsKeys } from '../../features/quests/api.ts';
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
      <ChainsPanel />
    </div>
  );
}
