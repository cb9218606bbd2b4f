import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.js';
import { start } from './start.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, database, seeded } = await start(config);
  if (seeded) app.log.info('Demo data added: see the README for the demo accounts');

  // SIGINT, SIGTERM and the other ending signals, or an uncaught error: the requests in flight
  // finish, then the database closes; past 10 s, or at a second signal, the process exits at once.
  closeWithGrace(
    {
      delay: 10_000,
      logger: { error: (problem: unknown) => app.log.error(problem) },
      onTimeout: () => app.log.error('shutdown took too long; exiting'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an uncaught error');
      else app.log.info({ signal }, 'shutting down: finishing requests in flight');
      await app.close();
      await database.close();
    },
  );

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Second Shelf is running on ${config.baseUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
