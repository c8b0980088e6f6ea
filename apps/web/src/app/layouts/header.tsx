import { useAccount } from '../../features/accounts/api.ts';
import { AuthForm } from '../../features/accounts/components/auth-form.tsx';
import { Ticker } from '../../features/ticker/components/ticker.tsx';
import { Logo } from './logo.tsx';
import { UserPanel } from './user-panel.tsx';

export function Header({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav: () => void }) {
  const { account, status } = useAccount();
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
        <div className="site-header__user">
          {status === 'loading' ? (
            <p className="status-message" role="status">
              Loading...
            </p>
          ) : account ? (
            <UserPanel account={account} />
          ) : (
            <AuthForm />
          )}
        </div>
      </div>
      <Ticker />
    </header>
  );
}
