import { FairPlayAdminPage } from '../../features/admin-economy/components/fair-play-admin.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Fair Play · Tales of Deeds</title>
      <AdminBackLink />
      <FairPlayAdminPage />
    </>
  );
}
