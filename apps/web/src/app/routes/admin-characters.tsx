import { Link } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { ManageCharacters } from '../../features/admin-characters/components/manage-characters.tsx';
import { isStaff } from '../guards/guard-decision.ts';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const { account } = useAccount();
  return (
    <>
      <title>Manage Characters · Tales of Deeds</title>
      {/* Moderators (role 1) have no dashboard: their way back is the Moderation page. */}
      {isStaff(account) ? (
        <AdminBackLink />
      ) : (
        <nav aria-label="Breadcrumb" className="admin-breadcrumb">
          <Link to="/admin/moderation">← Moderation</Link>
        </nav>
      )}
      <ManageCharacters callerRole={account?.role ?? 0} />
    </>
  );
}
