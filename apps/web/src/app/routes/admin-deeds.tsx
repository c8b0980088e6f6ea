import { useQueryClient } from '@tanstack/react-query';
import { ManageDeeds } from '../../features/admin-deeds/components/manage-deeds.tsx';
import { deedsQuery } from '../../features/deeds/api.ts';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const client = useQueryClient();
  return (
    <>
      <title>Manage Deeds · Tales of Deeds</title>
      <AdminBackLink />
      {/* Staff play too: their own deed list should show the change when they next open it. */}
      <ManageDeeds onDeedsChanged={() => void client.invalidateQueries({ queryKey: deedsQuery.queryKey })} />
    </>
  );
}
