import { useAccount } from '../../features/accounts/api.ts';
import { createChatFeedSource, CHAT_TOPIC } from '../../features/chat/feed-source.ts';
import { ActivePlayers } from '../../features/presence/components/active-players.tsx';
import { createPresenceSource, PRESENCE_TOPIC } from '../../features/presence/presence-source.ts';
import { getLiveHub } from '../../lib/live/live-hub.ts';

// Every tab registers every live source at start-up, because whichever tab leads runs the
// connections for all of them: the leader may be a tab on the home page while another tab
// shows the chat. A source only connects while some tab wants its topic.
const hub = getLiveHub();
hub.register(CHAT_TOPIC, createChatFeedSource());
hub.register(PRESENCE_TOPIC, createPresenceSource());

/** The right column: who is online, under the server clock. */
export function RightSidebar() {
  const { status } = useAccount();
  return (
    <aside className="right-sidebar" aria-labelledby="active-players-title">
      <section className="panel panel--compact">
        <h2 id="active-players-title" className="panel__title">
          Active Players
        </h2>
        <ActivePlayers signedIn={status === 'loading' ? null : status === 'signed-in'} />
      </section>
    </aside>
  );
}
