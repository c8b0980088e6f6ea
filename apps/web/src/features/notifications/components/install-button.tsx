import { useSyncExternalStore } from 'react';
import { installPrompt } from '../install-prompt.ts';

/** "Install app", only where the browser offers to install the game (beforeinstallprompt). */
export function InstallButton() {
  const available = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  if (!available) return null;
  return (
    <button
      type="button"
      className="button button--ghost button--small install-button"
      onClick={() => void installPrompt.install()}
    >
      Install app
    </button>
  );
}
