// npm run seed [-- --reset]: fills an empty database with the demo community.
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';
import { seedDemo } from '../platform';

async function main() {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  const handle = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
  try {
    const result = await seedDemo(handle.db, { reset, dialect: handle.dialect });
    if (!result.seeded) {
      console.log(
        `The database already has data (${where}); nothing seeded. Use --reset to start over.`,
      );
      return;
    }
    const summary = Object.entries(result.counts)
      .map(([t, n]) => `${t}=${n}`)
      .join(' ');
    console.log(`Seeded ${where}: ${summary}`);
  } finally {
    await handle.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
