import type { MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAccount } from '../../features/accounts/api.ts';
import { MessagesUnreadBadge } from '../../features/messages/components/messages-unread-badge.tsx';
import { UnreadBadge } from '../../features/notifications/components/unread-badge.tsx';
import { JailNotice } from '../../features/timers/components/jail-notice.tsx';
import { NavTimer, TrainingCooldownBanner } from '../../features/timers/components/nav-timer.tsx';
import type { TimedStates } from '../../features/timers/timed-state-store.ts';
import { useCharacterTimerSync, useTimedStates } from '../../features/timers/timed-states.ts';
import { hasLivingCharacter, isModerator, isStaff } from '../guards/guard-decision.ts';

const CHARACTER_LINKS = [
  { to: '/deeds', label: 'Deeds' },
  { to: '/training', label: 'Training' },
  { to: '/quests', label: 'Quests' },
  { to: '/city', label: 'City' },
  { to: '/travel', label: 'Travel' },
  { to: '/chat', label: 'Chat' },
  { to: '/crew', label: 'Crew' },
  { to: '/bank', label: 'Bank' },
  { to: '/character/search', label: 'Search Players' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/profile', label: 'Profile' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');

/** docs/product-rules.md#navigation: while jailed these are disabled; City, Home and the rest stay open. */
const JAIL_BLOCKED: readonly string[] = ['/deeds', '/quests', '/travel', '/training'];
const COOLDOWN_ITEMS = {
  '/deeds': { timer: 'deeds', tooltip: 'Deeds on cooldown' },
  '/training': { timer: 'training', tooltip: 'Training on cooldown' },
} as const;

const blockClick = (event: MouseEvent) => event.preventDefault();

/** A game link; Deeds and Training carry their cooldown dot and countdown. */
function CharacterLink({ to, label, timers }: { to: string; label: string; timers: TimedStates }) {
  const cooldownItem = to in COOLDOWN_ITEMS ? COOLDOWN_ITEMS[to as keyof typeof COOLDOWN_ITEMS] : null;
  const cooldown = cooldownItem ? timers[cooldownItem.timer] : null;
  const jailBlocked = timers.jail !== null && JAIL_BLOCKED.includes(to);
  const disabled = jailBlocked || cooldown !== null;
  const reason = jailBlocked ? 'Not available while in jail' : cooldown && cooldownItem ? cooldownItem.tooltip : undefined;
  const reasonId = `nav-${to.slice(1)}-reason`;
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) => `${linkClass({ isActive })}${disabled ? ' nav-link--disabled' : ''}`}
        aria-disabled={disabled || undefined}
        aria-describedby={reason ? reasonId : undefined}
        title={reason}
        onClick={disabled ? blockClick : undefined}
      >
        {cooldownItem ? <NavTimer timer={cooldown} label={label} /> : <span className="nav-link__label">{label}</span>}
      </NavLink>
      {reason && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
      {to === '/training' && timers.training && <TrainingCooldownBanner timer={timers.training} />}
    </li>
  );
}

/** Left navigation: Home always; the game with a living character; the admin area for staff. */
export function MainNav({ open }: { open: boolean }) {
  const { account, status } = useAccount();
  const timers = useTimedStates();
  useCharacterTimerSync(status === 'loading' ? undefined : (account?.playerCharacter ?? null));
  const living = hasLivingCharacter(account);
  // The Moderation page lies under /admin: there only Moderation is the current link.
  const onModeration = useLocation().pathname.startsWith('/admin/moderation');
  return (
    <nav id="main-navigation" className={open ? 'main-nav main-nav--open' : 'main-nav'} aria-label="Main">
      {living && timers.jail && <JailNotice jail={timers.jail} variant="nav" />}
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
        </li>
        {living && CHARACTER_LINKS.map((link) => <CharacterLink key={link.to} to={link.to} label={link.label} timers={timers} />)}
        {living && (
          <li>
            <NavLink to="/events" className={linkClass}>
              Event Log
              <UnreadBadge />
            </NavLink>
          </li>
        )}
        {living && (
          <li>
            <NavLink to="/messages" className={linkClass}>
              Messages
              <MessagesUnreadBadge />
            </NavLink>
          </li>
        )}
        {living && (
          <li>
            <NavLink to="/contacts" className={linkClass}>
              Contacts
            </NavLink>
          </li>
        )}
        {isModerator(account) && (
          // Moderators (role 1) have no Admin Dashboard (role 2): this is their way to the reports.
          <li className="main-nav__staff">
            <NavLink to="/admin/moderation" className={linkClass}>
              Moderation
            </NavLink>
          </li>
        )}
        {isStaff(account) && (
          <li>
            <NavLink to="/admin" end={onModeration} className={linkClass}>
              Admin Dashboard
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
