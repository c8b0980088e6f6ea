import { Link } from 'react-router';
import { AdminBackLink } from './admin-back-link.tsx';

/** The Admin Dashboard's sections (docs/product-rules.md#admin-screens); `dummy` ones only state they are dummy pages. */
const ADMIN_SECTIONS = [
  { path: 'manage-home', title: 'Manage Home Page Content', text: 'Announcements, features and the roadmap.', dummy: false },
  { path: 'manage-users', title: 'Manage Users', text: 'Find accounts: roles, sessions, bans, reset links.', dummy: false },
  {
    path: 'manage-characters',
    title: 'Manage Characters',
    text: 'Find characters: jail, level, alignment, gold, city.',
    dummy: false,
  },
  { path: 'manage-deeds', title: 'Manage Deeds', text: 'Create, edit and delete deeds.', dummy: false },
  { path: 'manage-skills', title: 'Manage Skills', text: 'The skills and their descriptions.', dummy: false },
  { path: 'manage-quests', title: 'Manage Quests', text: "The patrons' contract templates and the quest chains.", dummy: false },
  { path: 'manage-cities', title: 'Manage Cities', text: 'Cities, their places on the map and buildings.', dummy: false },
  { path: 'manage-guilds', title: 'Manage Guilds', text: 'Find crews, read their logs, rename or disband them.', dummy: false },
  { path: 'manage-chat', title: 'Manage Chat', text: 'Reports of chat and direct messages, mutes and bans.', dummy: false },
  { path: 'manage-ticker', title: 'Manage Ticker', text: 'The scrolling news line in the header.', dummy: false },
  // After the specified sections (their order is the specification's): the shops' items.
  { path: 'manage-items', title: 'Manage Items', text: 'Items of the shops: prices, uses, levels.', dummy: false },
] as const;

/** The staff tools after the sections (docs/product-rules.md#admin-screens): moderation and the audit log. */
const STAFF_TOOLS = [
  { path: 'moderation', title: 'Moderation', text: 'Reports, mutes and bans.' },
  { path: 'audit-log', title: 'Audit Log', text: 'Every staff change: who, what and when.' },
  { path: 'economy', title: 'Economy', text: 'Gold in and out by day and kind, the money supply, the richest.' },
  { path: 'fair-play', title: 'Fair Play', text: 'Linked accounts and households.' },
  { path: 'flags', title: 'Flags', text: 'Characters flagged as playing by script.' },
] as const;

export function DashboardRoute() {
  return (
    <div className="page">
      <title>Admin Dashboard · Tales of Deeds</title>
      <h1>Admin Dashboard</h1>
      <ul className="admin-grid">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link className={section.dummy ? 'admin-card admin-card--dummy' : 'admin-card'} to={section.path}>
              <span className="admin-card__title">{section.title}</span>
              <span className="admin-card__text">{section.text}</span>
            </Link>
          </li>
        ))}
        {STAFF_TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link className="admin-card" to={tool.path}>
              <span className="admin-card__title">{tool.title}</span>
              <span className="admin-card__text">{tool.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An unknown address inside the admin area (staff only: the guard runs first). */
export function AdminNotFoundRoute() {
  return (
    <>
      <AdminBackLink />
      <div className="page">
        <title>Page not found · Tales of Deeds</title>
        <h1>Page not found</h1>
        <p>There is no admin screen at this address.</p>
      </div>
    </>
  );
}
