import { InstallButton } from '../../features/notifications/components/install-button.tsx';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Tales of Deeds · A text role-playing game of choices and consequences</p>
      <InstallButton />
    </footer>
  );
}
