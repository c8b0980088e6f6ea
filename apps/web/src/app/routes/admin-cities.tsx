import { useQueryClient } from '@tanstack/react-query';
import { ManageCities } from '../../features/admin-cities/components/manage-cities.tsx';
import { citiesQuery } from '../../features/world/api.ts';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const client = useQueryClient();
  return (
    <>
      <title>Manage Cities · Tales of Deeds</title>
      <AdminBackLink />
      {/* The map keeps cities for minutes; the prefix also drops each cached city, so staff see their change in play. */}
      <ManageCities onCitiesChanged={() => void client.invalidateQueries({ queryKey: citiesQuery.queryKey })} />
    </>
  );
}
