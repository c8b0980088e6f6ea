/** The part of Chromium's `beforeinstallprompt` event the page uses. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

// Listened for as soon as this module loads (with the shell): the browser fires the event
// once, early, and only when the app can be installed and is not yet.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's own banner away: the page offers a quiet button
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export const installPrompt = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  available: (): boolean => deferred !== null,
  /** Shows the browser's install dialog; the event can be used once. */
  async install(): Promise<void> {
    const event = deferred;
    if (!event) return;
    deferred = null;
    notify();
    await event.prompt();
  },
};
