import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app';
import type { AppConfig } from './core/config';
import { loadConfig } from './core/config';
import { createDatabase } from './core/db';
import { serveMetrics } from './core/metrics/metrics';
import { resolveSecretKeys, installSecretKeys } from './core/secrets';
import { migrateToLatest, resealSecrets } from './platform';

const dbName = (config: AppConfig) =>
  config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqlitePath}`;

function openDatabase(config: AppConfig) {
  return createDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
  });
}

/**
 * Seals the secrets older versions stored in plain text (a no-op once done). Not a migration: the
 * migrator has no key. Throws — the server does not start — when secrets are stored that this
 * process cannot read (SECRET_KEY unset in production, or not the key they were sealed with).
 */
async function sealPlainSecrets(db: Parameters<typeof resealSecrets>[0]) {
  const report = await resealSecrets(db);
  if (report.sealed) console.log(`Encrypted ${report.sealed} secrets stored in plain text`);
}

async function migrate(config: AppConfig) {
  const handle = openDatabase(config);
  try {
    const applied = await migrateToLatest(handle.db, handle.dialect);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    await sealPlainSecrets(handle.db);
  } finally {
    await handle.destroy();
  }
}

/** One server process: the app on the port (alone, or as one worker of the cluster). */
async function serve(config: AppConfig, { migrated }: { migrated: boolean }) {
  const handle = openDatabase(config);
  if (!migrated) {
    const applied = await migrateToLatest(handle.db, handle.dialect);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    await sealPlainSecrets(handle.db);
  }
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
  const who = cluster.isWorker ? ` (worker ${cluster.worker!.id}, pid ${process.pid})` : '';
  console.log(
    `Lobby server listening on http://${shown}:${config.port}${config.basePath}/ (${dbName(config)})${who}`,
  );
}

/**
 * WEB_CONCURRENCY > 1: this process migrates the database once, then runs that many server
 * processes (node:cluster) sharing the one port; a process that dies is started again (backoff),
 * SIGTERM/SIGINT stop them all. They share everything through PostgreSQL (sessions, rate limits,
 * job leases, live messages and cache invalidation over LISTEN/NOTIFY) and uploads through the
 * storage (a shared DATA_DIR on one machine, or S3).
 */
async function primary(config: AppConfig) {
  if (!config.databaseUrl)
    throw new Error(
      'WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): SQLite serves one process.',
    );
  if (!process.env.SESSION_SECRET) {
    // Every worker must sign visitors' CSRF tokens alike: share one (new at each start).
    process.env.SESSION_SECRET = randomBytes(32).toString('base64url');
    console.warn(
      'SESSION_SECRET is not set: the workers share a random one; set it so visitor tokens survive restarts.',
    );
  }
  await migrate(config);

  let stopping = false;
  let failures = 0;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? Date.now());
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    failures = lived > 60_000 ? 0 : failures + 1;
    const delay = Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
    console.error(
      `Worker ${worker.id} exited (${signal ?? code}); starting another in ${delay} ms`,
    );
    setTimeout(() => !stopping && fork(), delay);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.warn(`${signal} received, stopping ${started.size} workers`);
    if (started.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, 20_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (config.metrics.port !== null) {
    // Workers cannot share a metrics port: the primary serves every worker's series, asked over
    // the cluster's IPC and summed (counters, histograms, the open-streams gauge).
    const aggregator = new AggregatorRegistry();
    const { port, host } = config.metrics;
    await serveMetrics(port, host, async () => ({
      contentType: aggregator.contentType,
      body: await aggregator.clusterMetrics(),
    }));
    console.log(`Metrics of all workers on http://${host}:${port}/metrics`);
  }
  for (let i = 0; i < config.workers; i++) fork();
}

async function main() {
  const config = loadConfig();
  // Before the workers fork, so they all read the one key file the first start writes.
  const secrets = resolveSecretKeys(config);
  config.secretKeys = secrets.keys;
  installSecretKeys(secrets.keys);
  if (secrets.generated)
    console.log(
      `SECRET_KEY is not set: generated the key that encrypts stored secrets in ${secrets.generated} (mode 0600). Keep it with the database; in production set SECRET_KEY instead.`,
    );
  else if (!secrets.keys && !cluster.isWorker)
    console.warn(
      'SECRET_KEY is not set: secrets (tipping tokens, feed keys, webhooks) cannot be stored. Generate one with: openssl rand -base64 32',
    );
  if (cluster.isWorker) return serve(config, { migrated: true });
  if (config.demoLogin)
    console.warn(
      'Demo login is ON (LOBBY_DEMO_LOGIN): anyone can log in as any member, admin included.',
    );
  if (config.workers > 1) return primary(config);
  return serve(config, { migrated: false });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
