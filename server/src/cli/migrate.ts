// npm run migrate [-- --down | --reset]: applies (or reverts) migrations on the configured database.
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';
import { migrateDown, migrateToLatest, migrateToNothing } from '../platform';

async function main() {
  const config = loadConfig();
  const handle = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  try {
    const args = process.argv.slice(2);
    if (args.includes('--down')) {
      const names = await migrateDown(handle.db, handle.dialect);
      console.log(`Reverted ${names.join(', ') || 'nothing'} on ${where}`);
    } else {
      if (args.includes('--reset')) await migrateToNothing(handle.db, handle.dialect);
      const names = await migrateToLatest(handle.db, handle.dialect);
      console.log(
        names.length
          ? `Applied ${names.join(', ')} on ${where}`
          : `Database is up to date (${where})`,
      );
    }
  } finally {
    await handle.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
