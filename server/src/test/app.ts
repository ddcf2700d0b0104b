import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import type { BuildAppOptions } from '../app';
import type { Clock } from '../core/clock';
import { iso } from '../core/clock';
import type { AppConfig } from '../core/config';
import { loadConfig } from '../core/config';
import { createDatabase } from '../core/db';
import type { DialectName } from '../core/db';
import type { Database } from '../core/db';
import type { LiveOptions } from '../core/live/plugin';
import { hashToken } from '../core/sessions/plugin';
import { insertSession } from '../core/sessions/repository';
import { findUserByUsername } from '../core/users/repository';
import { migrateToLatest, seedDemo } from '../platform';
import { copyTemplate, dropCopy } from './jest/templates';

/** The key test apps store secrets under (fixed: a second app must read the first's rows). */
export const TEST_SECRET_KEYS = {
  current: Buffer.from('lobby-test-secret-key-32-bytes!!'),
  previous: [],
};

/** 'sqlite' always; 'postgres' too when LOBBY_TEST_PG_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.LOBBY_TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: DialectName;
  config: AppConfig;
  /** A temp directory private to this app (data, fake builds). */
  dir: string;
  /** Where its database is: the SQLite file, or the PostgreSQL schema (for a second app on it). */
  database: { sqlitePath: string; pgSchema: string | null };
  /** Headers of a logged-in session for the member, by username or row (cookie + CSRF header). */
  login(member: string | { id: number }): Promise<SessionHeaders>;
  /** Headers of an anonymous session (cookie + CSRF header). */
  anonymous(): Promise<SessionHeaders>;
  close(): Promise<void>;
}

export interface SessionHeaders {
  cookie: string;
  'x-csrf-token': string;
  userId: number | null;
}

export interface TestAppOptions {
  /** Fill the database with the demo seed first (only the seed's own test does). */
  seed?: boolean;
  clock?: Clock;
  config?: Partial<AppConfig>;
  /** Options of the live channel (a short heartbeat). */
  live?: LiveOptions;
  /** Runs before app.ready(): register extra test routes here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The scheduler's jobs (default: the platform's) and its process name. */
  jobs?: BuildAppOptions['jobs'];
  schedulerHolder?: string;
  /**
   * The clock the scheduler's leases and due times follow (a test moving time through the
   * schedule); by default the database's own, as in production.
   */
  schedulerClock?: Clock;
}

/**
 * Builds the app on a fresh, empty database (migrated, nothing seeded: a test makes the data it
 * depends on with the factories of the core and the areas): a SQLite file in a temp dir, or a
 * fresh PostgreSQL schema (search_path through the pool's options) — in a database of its own
 * when it is a copy of the run's template — dropped again by close().
 */
export async function buildTestApp(
  dialect: DialectName,
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data') });
  const config: AppConfig = {
    ...base,
    shellDist: path.join(dir, 'shell-dist'),
    remotesDir: path.join(dir, 'remotes'),
    remotesFile: null,
    streamProviderUrl: 'http://127.0.0.1:9/channels/{channel}',
    // Every test request comes from one address: limits only where a test sets them.
    loginRateLimit: { max: 100_000, windowMs: 60_000 },
    captchaRateLimit: { max: 100_000, windowMs: 60_000 },
    // Tests run jobs themselves (runNow, tick, or the job's exported function) unless they ask.
    scheduler: { ...base.scheduler, enabled: false },
    // One key for every test app, so a second app on the same database opens its secrets.
    secretKeys: TEST_SECRET_KEYS,
    ...opts.config,
  };
  const sqlitePath = path.join(dir, 'data', 'lobby.sqlite');
  let schema: string | null = null;
  let admin: pg.Pool | null = null;
  config.databaseUrl = null;
  if (dialect === 'postgres') {
    const url = process.env.LOBBY_TEST_PG_URL;
    if (!url) throw new Error('LOBBY_TEST_PG_URL is not set');
    schema = `t_${randomBytes(6).toString('hex')}`;
    admin = new pg.Pool({ connectionString: url, max: 1 });
  }
  // A copy of the run's migrated template (jest/templates.ts), or else an empty schema to migrate.
  const copy = await copyTemplate(dialect, { admin, schema, sqlitePath });
  if (dialect === 'postgres') {
    if (!copy) await admin!.query(`create schema ${schema}`);
    config.databaseUrl = copy?.databaseUrl ?? process.env.LOBBY_TEST_PG_URL!;
  }
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath,
    sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
    ...(schema ? { pgSchema: schema } : {}),
  });
  if (copy) await copy.adopt(handle.db);
  else await migrateToLatest(handle.db, handle.dialect);
  const clock = opts.clock ?? (() => new Date());
  if (opts.seed) await seedDemo(handle.db, { dialect: handle.dialect, now: clock() });
  const app = await buildApp({
    config,
    db: handle.db,
    clock,
    logger: false,
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    ...(opts.schedulerHolder ? { schedulerHolder: opts.schedulerHolder } : {}),
    ...(opts.schedulerClock ? { schedulerClock: opts.schedulerClock } : {}),
    ...(opts.live ? { live: opts.live } : {}),
  });
  await opts.beforeReady?.(app);
  await app.ready();

  async function session(userId: number | null): Promise<SessionHeaders> {
    const token = randomBytes(32).toString('base64url');
    const csrf = randomBytes(32).toString('base64url');
    const now = clock();
    await insertSession(handle.db, {
      id: hashToken(token),
      user_id: userId,
      csrf_token: csrf,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(new Date(now.getTime() + config.sessionAbsoluteMs)),
      idle_expires_at: iso(new Date(now.getTime() + config.sessionIdleMs)),
      ip: null,
      user_agent: null,
    });
    return { cookie: `lobby_sid=${token}`, 'x-csrf-token': csrf, userId };
  }

  return {
    app,
    db: handle.db,
    dialect,
    config,
    dir,
    database: { sqlitePath, pgSchema: schema },
    async login(member) {
      if (typeof member !== 'string') return session(member.id);
      const user = await findUserByUsername(handle.db, member);
      if (!user) throw new Error(`no member ${member}`);
      return session(user.id);
    },
    anonymous: () => session(null),
    async close() {
      await app.close();
      await handle.destroy();
      if (admin && schema) {
        if (copy) await dropCopy(admin, schema);
        else await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Only the headers to send (drops userId). */
export const headersOf = (s: SessionHeaders) => ({
  cookie: s.cookie,
  'x-csrf-token': s['x-csrf-token'],
});

/**
 * A second server process on the database of `first` (same SQLite file or PostgreSQL schema),
 * with its own connection pool, as when two servers share one database. Close it before `first`.
 */
export async function buildSecondApp(
  first: TestApp,
  opts: Pick<
    TestAppOptions,
    'clock' | 'config' | 'jobs' | 'schedulerHolder' | 'schedulerClock'
  > = {},
): Promise<{ app: FastifyInstance; db: Kysely<Database>; close(): Promise<void> }> {
  const config: AppConfig = { ...first.config, ...opts.config };
  const handle = createDatabase({
    databaseUrl: first.dialect === 'postgres' ? first.config.databaseUrl : null,
    sqlitePath: first.database.sqlitePath,
    ...(first.database.pgSchema ? { pgSchema: first.database.pgSchema } : {}),
  });
  const app = await buildApp({
    config,
    db: handle.db,
    clock: opts.clock ?? (() => new Date()),
    logger: false,
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    ...(opts.schedulerHolder ? { schedulerHolder: opts.schedulerHolder } : {}),
    ...(opts.schedulerClock ? { schedulerClock: opts.schedulerClock } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.destroy();
    },
  };
}
