/**
 * One server process of the two-process test (src/cluster.test.ts): the real app (buildApp) on
 * the configuration from the environment, like src/main.ts, plus what the test needs to look
 * inside — two timed jobs that record their runs, and a cached read dropped by app.invalidate.
 * Started as `node --import tsx --conditions=lobby-source src/test/cluster-worker.ts`.
 *
 * Environment besides the app's own (PORT, DATABASE_URL, DATA_DIR, SESSION_SECRET, S3_*…):
 * LOBBY_TEST_PG_SCHEMA (the schema the test migrated), LOBBY_WORKER_NAME (the scheduler holder).
 */
import { buildApp } from '../app';
import { invalidatedCache } from '../core/bus/cache';
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';
import type { JobDefinition } from '../core/scheduler/types';
import { readAllSettings } from '../core/settings/repository';

/**
 * A job's own work, taking `ms`: what the test checks is how the runs of the two processes
 * overlap, so each run must last a while (nothing waits on it to hope something happened).
 */
const work = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Jobs whose runs the test reads from scheduler_runs (holder = this worker's name). */
export const CLUSTER_JOBS: JobDefinition[] = [
  {
    name: 'test.cluster.once',
    description: 'Due once when first seen (then in an hour): must run in one process only',
    everyMs: 3_600_000,
    run: async () => {
      await work(400);
      return 'ran once';
    },
  },
  {
    name: 'test.cluster.every',
    description: 'Due every 300 ms, takes 150 ms: its runs must never overlap',
    everyMs: 300,
    run: async () => {
      await work(150);
    },
  },
];

async function main() {
  const name = process.env.LOBBY_WORKER_NAME ?? `worker-${process.pid}`;
  const config = loadConfig();
  const schema = process.env.LOBBY_TEST_PG_SCHEMA;
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
    ...(schema ? { pgSchema: schema } : {}),
  });
  const app = await buildApp({
    config,
    db: handle.db,
    jobs: CLUSTER_JOBS,
    schedulerHolder: name,
    logger: { level: 'warn' },
  });

  // A read cache of one setting, as a page's read call would keep it, and its invalidation.
  let loads = 0;
  const cached = invalidatedCache(app, 'test-cluster', async () => {
    loads += 1;
    return (await readAllSettings(app.db)).cluster_probe ?? null;
  });
  app.get('/api/test/cluster/cached', async () => ({ value: await cached.get(), loads, name }));
  app.post('/api/test/cluster/invalidate', { config: { csrf: false } }, async () => {
    app.invalidate('test-cluster');
    return { ok: true, name };
  });

  const stop = async () => {
    await app.close();
    await handle.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());

  await app.listen({ port: config.port, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`cluster-worker ${name} listening on ${port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
