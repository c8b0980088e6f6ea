import { Link } from 'react-router';

/** Every admin screen leads back to the dashboard. */
export function AdminBackLink() {
  return (
    <nav aria-label="Breadcrumb" className="admin-breadcrumb">
      <Link to="/admin">← Admin Dashboard</Link>
    </nav>
  );
}
