import { ManageItems } from '../../features/admin-items/components/manage-items.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Manage Items · Tales of Deeds</title>
      <AdminBackLink />
      <ManageItems />
    </>
  );
}
