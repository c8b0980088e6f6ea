import { useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ThrottleNotice } from '../../features/accounts/components/throttle-notice.tsx';
import { useAccount } from '../../features/accounts/api.ts';
import { useAccountRefresh } from '../../features/accounts/hooks/use-account-refresh.ts';
import { PersonalNotices } from '../../features/notifications/components/personal-notices.tsx';
import { PersonalDispatch } from './personal-dispatch.tsx';
import { TimerNotices } from '../../features/timers/components/timer-notices.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { hasLivingCharacter } from '../guards/guard-decision.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MainNav } from './main-nav.tsx';
import { RightSidebar } from './right-sidebar.tsx';

/** Title countdown and toasts, for a player with a living character (its own component, so an
 * account change re-renders only it). */
function ShellNotifier() {
  const { account } = useAccount();
  const living = hasLivingCharacter(account);
  return (
    <>
      <TimerNotices enabled={living} />
      <PersonalNotices enabled={living} />
      <PersonalDispatch enabled={living} />
      <Toaster />
    </>
  );
}

/** Header, navigation, centre, right sidebar and footer around every screen. */
export function Shell() {
  useAccountRefresh();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a client-side navigation, move focus to the new content as a full page load would.
  useEffect(() => {
    setNavOpen(false);
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      main.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  // The open menu closes on Escape, as a disclosure should.
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header navOpen={navOpen} onToggleNav={() => setNavOpen(!navOpen)} />
      <ThrottleNotice />
      <div className="app__body">
        <MainNav open={navOpen} />
        <main id="main" ref={main} className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
        <RightSidebar />
      </div>
      <Footer />
      <ShellNotifier />
      <ScrollRestoration />
    </div>
  );
}
