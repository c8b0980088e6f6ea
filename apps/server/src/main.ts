import { ConfigError, loadConfig, redactSecrets } from './config.ts';
import { openDatabase } from './db/open.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // Start-up runs two strands that meet before the first query. This file imports only the
  // configuration and db/open.ts, so PGlite starts reading its files and compiling its
  // WebAssembly at once (half a second in which the main thread would otherwise wait), while
  // everything else (migrations, seed, the app's modules: most of the code) loads meanwhile.
  // The production build keeps serve.ts a separate chunk for this (ADR 0015; restart to healthy
  // is in docs/performance.md).
  const serving = import('./serve.ts');
  // Awaited below; this only keeps a failure to load from being reported twice when opening fails.
  serving.catch(() => {});
  const database = await openDatabase(config);
  const { serve } = await serving;
  await serve(config, database);
}

main().catch((err) => {
  // A driver's message may quote the connection string: never print its password.
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
