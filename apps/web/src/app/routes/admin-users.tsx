import { ManageUsers } from '../../features/admin-users/components/manage-users.tsx';
import { useAccount } from '../../features/accounts/api.ts';
import { BanDialog } from '../../features/moderation/components/ban-dialog.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const { account } = useAccount();
  return (
    <>
      <title>Manage Users · Tales of Deeds</title>
      <AdminBackLink />
      <ManageUsers
        callerRole={account?.role ?? 0}
        renderBan={(target, close) => (
          <BanDialog
            characterId={target.characterId}
            name={target.name}
            onDone={(text) => close(text)}
            onCancel={() => close()}
          />
        )}
      />
    </>
  );
}
