import { useQueryClient } from '@tanstack/react-query';
import { ManageHome } from '../../features/admin-home/components/manage-home.tsx';
import { announcementsQuery, featuresQuery, roadmapQuery } from '../../features/home/api.ts';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const client = useQueryClient();
  // The home page keeps its lists for 5 minutes: drop them so staff see their change there at once.
  const refreshHome = () => {
    for (const query of [announcementsQuery, featuresQuery, roadmapQuery]) {
      void client.invalidateQueries({ queryKey: query.queryKey });
    }
  };
  return (
    <>
      <title>Manage Home Page Content · Tales of Deeds</title>
      <AdminBackLink />
      <ManageHome onContentChanged={refreshHome} />
    </>
  );
}
