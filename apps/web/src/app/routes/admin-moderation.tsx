import { Link } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { ModerationPage } from '../../features/moderation/components/moderation-page.tsx';
import { isStaff } from '../guards/guard-decision.ts';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const { account } = useAccount();
  return (
    <>
      {/* Moderators (role 1) have no dashboard to go back to. */}
      {isStaff(account) ? (
        <AdminBackLink />
      ) : (
        <nav aria-label="Moderator tools" className="admin-breadcrumb">
          <Link to="/admin/manage-characters">Manage Characters →</Link>
        </nav>
      )}
      <ModerationPage viewerRole={account?.role ?? 0} />
    </>
  );
}
