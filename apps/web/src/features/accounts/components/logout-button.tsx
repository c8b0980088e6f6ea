import { useLogout } from '../api.ts';

const reloadPage = () => window.location.reload();

/** docs/product-rules.md#signing-in-and-out: logout clears the user; even a failed logout reloads the page. */
export function LogoutButton({ onDone = reloadPage }: { onDone?: () => void }) {
  const logout = useLogout();
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => onDone() })}
    >
      Logout
    </button>
  );
}
