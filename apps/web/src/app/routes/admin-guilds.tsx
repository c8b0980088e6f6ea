import { ManageGuilds } from '../../features/crews/components/manage-guilds.tsx';
import '../../features/crews/crews.css';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Manage Guilds · Tales of Deeds</title>
      <AdminBackLink />
      <ManageGuilds />
    </>
  );
}
