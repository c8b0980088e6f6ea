import { useQueryClient } from '@tanstack/react-query';
import { ManageTicker } from '../../features/admin-ticker/components/manage-ticker.tsx';
import { tickerQuery } from '../../features/ticker/api.ts';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  const client = useQueryClient();
  return (
    <>
      <title>Manage Ticker · Tales of Deeds</title>
      <AdminBackLink />
      {/* The header re-reads the ticker every 5 minutes; this browser shows a saved change at once. */}
      <ManageTicker onSaved={() => void client.invalidateQueries({ queryKey: tickerQuery.queryKey })} />
    </>
  );
}
