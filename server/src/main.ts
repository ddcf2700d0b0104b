import { buildApp } from './app';
import { loadConfig } from './core/config';
import { createDatabase } from './core/db';
import { migrateToLatest } from './platform';

async function main() {
  const config = loadConfig();
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
  });
  const applied = await migrateToLatest(handle.db, handle.dialect);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const app = await buildApp({ config, db: handle.db });

  const close = async (signal: string) => {
    app.log.warn(`${signal} received, shutting down`);
    await app.close();
    await handle.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const db = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`;
  console.log(
    `Lobby server listening on http://${shown}:${config.port}${config.basePath}/ (${db})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
