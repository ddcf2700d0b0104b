import pg from 'pg';

// One PostgreSQL database per jest worker. Tests make a schema each, but Kysely's migrator looks
// at the tables of every schema of its database: a schema another worker drops at that moment
// fails it ("schema … does not exist"). Within a worker, tests run one after the other.

/** The database of jest worker `worker` (1-based) on the server of `url`. */
export function workerDatabaseUrl(url: string, worker: string | number): string {
  const u = new URL(url);
  u.pathname = `/${workerDatabaseName(worker)}`;
  return u.toString();
}

export const workerDatabaseName = (worker: string | number) => `lobby_test_w${Number(worker)}`;

/** Creates the workers' databases that are missing (1…count). */
export async function ensureWorkerDatabases(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let worker = 1; worker <= count; worker++) {
      const name = workerDatabaseName(worker);
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) continue;
      try {
        await client.query(`create database ${name}`);
      } catch (error) {
        // Another jest run on the same server made it first.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}
