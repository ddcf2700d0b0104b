import { ensureWorkerDatabases } from './pg-databases';

/** Before the workers start: a PostgreSQL database for each (see pg-databases.ts). */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.LOBBY_TEST_PG_URL;
  if (url) await ensureWorkerDatabases(url, Math.max(1, globalConfig.maxWorkers));
}
