// First: configures zod before any schema is created (see the module).
import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.tsx';
import { takePageSession } from './features/accounts/page-session.ts';
import { timedStates } from './features/timers/timed-states.ts';
import { nextTask } from './lib/next-task.ts';
import { pageAnswers } from './lib/page-answers.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
// Order matters: tokens, then base elements and controls, then the areas that refine them.
import './styles/theme.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/ticker.css';
import './styles/pages.css';
import './styles/home.css';
import './styles/characters.css';
import './styles/markdown.css';
import './styles/gameplay.css';
import './styles/world.css';
import './styles/widgets.css';
import './styles/admin.css';
import './styles/presence.css';
import './styles/skeleton.css';
import './styles/notifications.css';
import './styles/moderation.css';

// The start is five tasks, not one: evaluating the modules, restoring the timers, reading the
// page's data, making the router (it matches the address and starts loading the screen), and
// rendering. A phone then never holds its main thread for the sum of them (docs/performance.md,
// "Pages: the main thread at load").
async function start(root: HTMLElement) {
  await nextTask();
  // The timers the last page left in localStorage. A page's first read of localStorage loads the
  // whole of it (1-10 ms on this machine), which the header's first render would otherwise pay.
  timedStates();
  await nextTask();
  // Who is signed in, from the page itself (ADR 0026): the first screen waits for no call. Its
  // first parse builds the account's schemas, so it is a step of its own.
  const pageSession = takePageSession();
  // And the answers to the first screen's calls (ADR 0059): it draws without waiting on the network.
  pageAnswers.take(document, Date.now());
  await nextTask();
  const router = createRouter();
  await nextTask();
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: a slow phone stays responsive while it starts.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App pageSession={pageSession} router={router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
registerServiceWorker();
