import { AuditLog } from '../../features/moderation/components/audit-log.tsx';
import { AdminBackLink } from './admin-back-link.tsx';

export function Component() {
  return (
    <>
      <title>Audit Log · Tales of Deeds</title>
      <AdminBackLink />
      <div className="page admin-page">
        <h1>Audit Log</h1>
        <AuditLog />
      </div>
    </>
  );
}
