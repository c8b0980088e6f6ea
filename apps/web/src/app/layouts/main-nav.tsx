import { NavLink } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { hasLivingCharacter, isStaff } from '../guards/guard-decision.ts';

const CHARACTER_LINKS = [
  { to: '/deeds', label: 'Deeds' },
  { to: '/training', label: 'Training' },
  { to: '/quests', label: 'Quests' },
  { to: '/city', label: 'City' },
  { to: '/travel', label: 'Travel' },
  { to: '/chat', label: 'Chat' },
  { to: '/character/search', label: 'Search Players' },
  { to: '/profile', label: 'Profile' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');

/** Left navigation: Home always; the game with a living character; the admin area for staff. */
export function MainNav({ open }: { open: boolean }) {
  const { account } = useAccount();
  return (
    <nav id="main-navigation" className={open ? 'main-nav main-nav--open' : 'main-nav'} aria-label="Main">
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
        </li>
        {hasLivingCharacter(account) &&
          CHARACTER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        {isStaff(account) && (
          <li className="main-nav__staff">
            <NavLink to="/admin" className={linkClass}>
              Admin Dashboard
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
