import { Link, useParams } from 'react-router';

/** The admin child routes of the spec's route table; `dummy` ones only state they are dummy pages. */
export const ADMIN_SECTIONS = [
  { path: 'manage-home', title: 'Manage Home Page Content', dummy: false },
  { path: 'manage-users', title: 'Manage Users', dummy: true },
  { path: 'manage-characters', title: 'Manage Characters', dummy: true },
  { path: 'manage-deeds', title: 'Manage Deeds', dummy: false },
  { path: 'manage-skills', title: 'Manage Skills', dummy: true },
  { path: 'manage-quests', title: 'Manage Quests', dummy: true },
  { path: 'manage-cities', title: 'Manage Cities', dummy: false },
  { path: 'manage-guilds', title: 'Manage Guilds', dummy: true },
  { path: 'manage-chat', title: 'Manage Chat', dummy: true },
  { path: 'manage-ticker', title: 'Manage Ticker', dummy: false },
] as const;

export function DashboardRoute() {
  return (
    <div className="page">
      <title>Admin Dashboard · Tales of Deeds</title>
      <h1>Admin Dashboard</h1>
      <ul className="admin-grid">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link className="admin-card" to={section.path}>
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SectionRoute() {
  const { section } = useParams();
  const found = ADMIN_SECTIONS.find((s) => s.path === section);
  if (!found) {
    return (
      <div className="page">
        <h1>Page not found</h1>
        <p>
          <Link to="/admin">Back to the Admin Dashboard</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <title>{`${found.title} · Tales of Deeds`}</title>
      <h1>{found.title}</h1>
      <p>{found.dummy ? 'This is a dummy page.' : 'This screen is coming soon.'}</p>
      <p>
        <Link to="/admin">Back to the Admin Dashboard</Link>
      </p>
    </div>
  );
}
