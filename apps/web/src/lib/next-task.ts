/**
 * Lets the browser paint and handle input before what follows runs, in a task of its own. A
 * message to ourselves, not a timer: a tab opened in the background has its timers held back to
 * one a second, and a page whose clock is paused (e2e/outage.spec.ts) none at all, so a timer
 * made the first screen, and its first reads, wait on the clock.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
