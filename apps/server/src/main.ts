import path from 'node:path';
import { startOperatorEndpoint } from './cli/operator-endpoint.ts';
import { ConfigError, loadConfig, redactSecrets } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seed } from './seed/seed.ts';
import { closeGracefully } from './plugins/lifecycle.ts';

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
  // The database opens while the app's modules load: PGlite spends much of its start reading
  // files and compiling WebAssembly, time the module loader can use (restart to healthy is part
  // of docs/performance.md).
  const appModule = import('./app.ts');
  const database = await openDatabase(config);
  await migrate(database);
  await seed(database.db, new Date());
  const { buildApp } = await appModule;
  const app = await buildApp({ config, database });
  // On the embedded database the CLI cannot open it while this runs, so it asks this process.
  const stopOperator = config.databaseUrl
    ? null
    : await startOperatorEndpoint({ database, clock: app.deps.clock, config }, path.resolve(config.dataDir));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await stopOperator?.();
      // New requests get 503 while the listener stays open, so none meets a reset; streams end
      // and in-flight requests finish before the database closes (plugins/lifecycle.ts).
      await closeGracefully(app);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err: redactSecrets(String(err)) }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, gameSpeed: config.gameSpeed },
    `Tales of Deeds is running at http://localhost:${(app.server.address() as { port: number }).port}`,
  );
}

main().catch((err) => {
  // A driver's message may quote the connection string: never print its password.
  console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
