import { useEffect, useState } from 'react';
import { useAccount } from '../../features/accounts/api.ts';
import { AuthForm } from '../../features/accounts/components/auth-form.tsx';
import { Ticker } from '../../features/ticker/components/ticker.tsx';
import { takeReturn } from '../../lib/return-after-sign-in.ts';
import { readSessionHint, writeSessionHint } from '../../lib/session-hint.ts';
import { Logo } from './logo.tsx';
import { UserPanel } from './user-panel.tsx';
import { UserSkeleton } from './user-skeleton.tsx';

/** After signing in: back to the page the guard sent the visitor away from, else this page again. */
const signedInAndReload = () => {
  writeSessionHint(true);
  const back = takeReturn();
  if (back) window.location.assign(back);
  else window.location.reload();
};

export function Header({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav: () => void }) {
  const { account, status } = useAccount();
  const [wasSignedIn] = useState(readSessionHint);
  useEffect(() => {
    if (status !== 'loading') writeSessionHint(status === 'signed-in');
  }, [status]);
  const kind = status === 'loading' ? (wasSignedIn ? 'player' : 'visitor') : account ? 'player' : 'visitor';
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="site-header__brand">
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={navOpen}
            aria-controls="main-navigation"
            onClick={onToggleNav}
          >
            <span className="nav-toggle__icon" aria-hidden="true" />
            Menu
          </button>
          <Logo />
        </div>
        <div className="site-header__user" data-kind={kind}>
          {status === 'loading' ? (
            <UserSkeleton kind={kind} />
          ) : account ? (
            <UserPanel account={account} />
          ) : (
            <AuthForm onSuccess={signedInAndReload} />
          )}
        </div>
      </div>
      <Ticker />
    </header>
  );
}
