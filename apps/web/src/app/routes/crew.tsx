import { useForceAccountRefresh } from '../../features/accounts/api.ts';
import { ChatText } from '../../features/chat/components/chat-message.tsx';
import { CrewPage } from '../../features/crews/components/crew-page.tsx';

export function Component() {
  const refreshAccount = useForceAccountRefresh();
  return (
    <div className="page">
      <title>Crew · Tales of Deeds</title>
      <h1>Crew</h1>
      <CrewPage onGoldChanged={() => void refreshAccount()} MessageText={ChatText} />
    </div>
  );
}
