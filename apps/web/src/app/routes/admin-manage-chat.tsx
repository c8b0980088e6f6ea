import { useAccount } from '../../features/accounts/api.ts';
import { ModerationPage } from '../../features/moderation/components/moderation-page.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

/** Staff's Manage Chat: the report queue (chat and direct messages), mutes and bans with their scopes and ends. */
export function Component() {
  const { account } = useAccount();
  return (
    <>
      <AdminBackLink />
      <ModerationPage viewerRole={account?.role ?? 0} title="Manage Chat" />
    </>
  );
}
