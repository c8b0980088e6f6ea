import { ManageSkills } from '../../features/admin-skills/components/manage-skills.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Manage Skills · Tales of Deeds</title>
      <AdminBackLink />
      <ManageSkills />
    </>
  );
}
