import { workerDatabaseUrl } from './pg-databases';

// In each test file: LOBBY_TEST_PG_URL names this worker's own database (global-setup.ts made it).
const url = process.env.LOBBY_TEST_PG_URL;
if (url && process.env.JEST_WORKER_ID)
  process.env.LOBBY_TEST_PG_URL = workerDatabaseUrl(url, process.env.JEST_WORKER_ID);
