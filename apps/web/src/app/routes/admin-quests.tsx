import { ManageQuests } from '../../features/admin-quests/components/manage-quests.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Manage Quests · Tales of Deeds</title>
      <AdminBackLink />
      <ManageQuests />
    </>
  );
}
