// Preloaded into each benchmarked server (`node --expose-gc --import ./bench/memory-probe.mjs`):
// on SIGUSR2 it collects garbage, waits for freed pages to go back to the system, and prints
// one `@@memory {json}` line. Without it, garbage from start-up that happens to be collected
// while clients connect would hide what the clients themselves cost. Plain JavaScript, so the
// compiled server is measured without a TypeScript loader.
const collect = globalThis.gc;

process.on('SIGUSR2', () => {
  collect?.();
  collect?.();
  setTimeout(() => {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.stdout.write(`@@memory ${JSON.stringify({ rss, heapUsed, external, arrayBuffers })}\n`);
  }, 500);
});
