import path from 'node:path';
import { buildApp } from './app.ts';
import { startOperatorEndpoint } from './cli/operator-endpoint.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { withSchemaLock } from './db/schema-lock.ts';
import { closeGracefully } from './plugins/lifecycle.ts';
import { redactSecrets } from './config.ts';
import { seed } from './seed/seed.ts';

/**
 * The rest of start-up once the database is open (main.ts loads this module while the database
 * opens): migrate and seed (one instance at a time), build the app, answer the operator CLI,
 * listen, report ready, and stop gracefully on SIGTERM or SIGINT.
 */
export async function serve(config: Config, database: Database): Promise<void> {
  // Any number of instances may start together on one PostgreSQL database: they take turns.
  await withSchemaLock(database, async () => {
    await migrate(database);
    await seed(database.db, new Date());
  });
  // Not ready until it listens, whatever the order of start-up becomes (/api/ready).
  const app = await buildApp({ config, database, ready: false });
  // On the embedded database the CLI cannot open it while this runs, so it asks this process.
  const stopOperator = config.databaseUrl
    ? null
    : await startOperatorEndpoint(
        { database, clock: app.deps.clock, config, flushNotes: () => app.flushSightings() },
        path.resolve(config.dataDir),
      );

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
  app.markReady();
  app.log.info(
    { database: database.kind, gameSpeed: config.gameSpeed },
    `Tales of Deeds is running at http://localhost:${(app.server.address() as { port: number }).port}`,
  );
}
