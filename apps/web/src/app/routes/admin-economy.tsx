import { EconomyOverviewPage } from '../../features/admin-economy/components/economy-overview.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Economy · Tales of Deeds</title>
      <AdminBackLink />
      <EconomyOverviewPage />
    </>
  );
}
