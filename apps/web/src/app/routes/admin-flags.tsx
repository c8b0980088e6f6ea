import { FlagQueuePage } from '../../features/admin-economy/components/flag-queue.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Flags · Tales of Deeds</title>
      <AdminBackLink />
      <FlagQueuePage />
    </>
  );
}
