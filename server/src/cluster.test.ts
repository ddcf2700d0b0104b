import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { busChannelFor } from './core/bus/pg-bus';
import { createDatabase } from './core/db';
import type { DatabaseHandle } from './core/db';
import { setSettings } from './core/settings/factories';
import { createMember } from './core/users/factories';
import { migrateToLatest } from './platform';
import { startFakeS3 } from './test/fake-s3';
import type { FakeS3 } from './test/fake-s3';
import { TINY_PNG } from './test/multipart';

/**
 * Two real server processes (src/test/cluster-worker.ts: the app as src/main.ts builds it) on one
 * PostgreSQL schema and one S3-compatible bucket, each with its own data folder, and what must
 * hold across them: sessions, rate limits, the scheduler's lease, live messages (LISTEN/NOTIFY),
 * uploads (shared storage) and cache invalidation.
 */
const PG_URL = process.env.LOBBY_TEST_PG_URL;
// These suites need PostgreSQL: `npm test` starts a throwaway cluster and sets LOBBY_TEST_PG_URL.
// Without it they fail (they never skip).
if (!PG_URL)
  throw new Error(
    'LOBBY_TEST_PG_URL is not set: the two-process test needs PostgreSQL (run it through npm test)',
  );

const LOGIN_LIMIT = 5;
const SERVER_DIR = path.resolve(__dirname, '..');
const WORKER = path.join(__dirname, 'test', 'cluster-worker.ts');

interface Worker {
  name: string;
  child: ChildProcess;
  base: string;
  dataDir: string;
  output: () => string;
}

/** Starts a server process; resolves once its output matches `ready` (group 1: the port). */
function startWorker(
  name: string,
  env: NodeJS.ProcessEnv,
  script = WORKER,
  ready = /cluster-worker \S+ listening on (\d+)/,
): Promise<Worker> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lobby-cluster-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=lobby-source', script], {
    cwd: SERVER_DIR,
    env: { PORT: '0', ...env, DATA_DIR: dataDir, LOBBY_WORKER_NAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    // A start through tsx took over 50 s on a 2-core machine at a load of 20; a bound costs
    // nothing when the process starts sooner.
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${out}`)), 120_000);
    const onData = () => {
      const m = ready.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({ name, child, base: `http://127.0.0.1:${m[1]}`, dataDir, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) while starting:\n${out}`));
    });
  });
}

async function stopWorker(w: Worker | undefined) {
  if (!w || w.child.exitCode !== null) return;
  const exited = new Promise((r) => w.child.once('exit', r));
  w.child.kill('SIGTERM');
  const timer = setTimeout(() => w.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Cookies as a browser keeps them: name → value, updated from every answer. */
class Jar {
  cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
  }
}

async function call(
  jar: Jar,
  url: string,
  init: { method?: string; csrf?: string; json?: unknown; body?: FormData } = {},
) {
  const headers: Record<string, string> = { cookie: jar.header() };
  if (init.csrf) headers['x-csrf-token'] = init.csrf;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  jar.take(res);
  return res;
}

async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('two server processes on one PostgreSQL database', () => {
  const schema = `t_cluster_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  let s3: FakeS3;
  let a: Worker;
  let b: Worker;
  // The admin logged in on A (first test), used by the later tests.
  const staff = new Jar();
  let staffCsrf = '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    handle = createDatabase({ databaseUrl: PG_URL!, sqlitePath: '', pgSchema: schema });
    await migrateToLatest(handle.db, 'postgres');
    await setSettings(handle.db, { cluster_probe: 'one' });
    await createMember(handle.db, { username: 'boss', role: 'admin' });
    s3 = await startFakeS3();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      // The tests log in as the seeded admin through the demo login.
      LOBBY_DEMO_LOGIN: '1',
      DATABASE_URL: PG_URL,
      LOBBY_TEST_PG_SCHEMA: schema,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      SCHEDULER_TICK_MS: '150',
      SCHEDULER_LEASE_MS: '2000',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      STREAM_PROVIDER_URL: 'http://127.0.0.1:9/channels/{channel}',
    };
    [a, b] = await Promise.all([startWorker('A', env), startWorker('B', env)]);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([stopWorker(a), stopWorker(b)]);
    for (const w of [a, b]) if (w) fs.rmSync(w.dataDir, { recursive: true, force: true });
    await s3?.close();
    await handle?.destroy();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  }, 30_000);

  it('a session made on A is valid on B', async () => {
    const visitor = await (await call(staff, `${a.base}/api/session`)).json();
    const login = await call(staff, `${a.base}/auth/demo`, {
      method: 'POST',
      csrf: visitor.csrf_token,
      json: { username: 'boss' },
    });
    expect(login.status).toBe(200);
    staffCsrf = (await login.json()).csrf_token;
    expect(staff.cookies.get('lobby_sid')).toBeTruthy();

    const onB = await (await call(staff, `${b.base}/api/session`)).json();
    expect(onB.user).toMatchObject({ username: 'boss', role: 'admin' });
    expect(onB.csrf_token).toBe(staffCsrf);
    // A visitor without the cookie is nobody there.
    const stranger = await (await fetch(`${b.base}/api/session`)).json();
    expect(stranger.user).toBeNull();
  });

  it('rate limits count across both processes', async () => {
    // One login (on A) was spent above; the other four alternate, then both refuse.
    const visitor = new Jar();
    const { csrf_token: csrf } = await (await call(visitor, `${b.base}/api/session`)).json();
    const attempt = (w: Worker, i: number) =>
      fetch(`${w.base}/auth/demo`, {
        method: 'POST',
        headers: {
          cookie: visitor.header(),
          'x-csrf-token': csrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ username: `visitor_${i}` }),
      });
    const statuses: number[] = [];
    for (const [i, w] of [b, a, b, a].entries()) statuses.push((await attempt(w, i)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const refusedB = await attempt(b, 10);
    const refusedA = await attempt(a, 11);
    expect([refusedB.status, refusedA.status]).toEqual([429, 429]);
    expect(Number(refusedA.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a job runs once per due time: the lease holds across processes', async () => {
    type Run = { job: string; holder: string; started_at: string; finished_at: string | null };
    const runs = await waitFor(async () => {
      const rows = (await handle.db
        .selectFrom('scheduler_runs')
        .select(['job', 'holder', 'started_at', 'finished_at'])
        .where('job', 'like', 'test.cluster.%')
        .where('finished_at', 'is not', null)
        .orderBy('started_at')
        .execute()) as Run[];
      return rows.filter((r) => r.job === 'test.cluster.every').length >= 6 ? rows : null;
    }, 20_000);
    const once = runs.filter((r) => r.job === 'test.cluster.once');
    expect(once).toHaveLength(1);
    expect(['A', 'B']).toContain(once[0]!.holder);
    const every = runs.filter((r) => r.job === 'test.cluster.every');
    for (let i = 1; i < every.length; i++)
      expect(every[i]!.started_at >= every[i - 1]!.finished_at!).toBe(true);
    // Both processes ran the scheduler: each run was taken by one of them, never both at once.
    for (const r of every) expect(['A', 'B']).toContain(r.holder);
    const running = await sql<{
      n: number;
    }>`select count(*) as n from scheduler_runs where outcome is null and job = 'test.cluster.once'`.execute(
      handle.db,
    );
    expect(Number(running.rows[0]!.n)).toBe(0);
  });

  it('an SSE subscriber on B receives what was published on A within 2 s', async () => {
    let text = '';
    const req = http.get(`${b.base}/api/live?channels=hunts`);
    const connected = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        expect(res.statusCode).toBe(200);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes(': connected')) resolve();
        });
      });
      req.on('error', reject);
    });
    try {
      await connected;
      const created = await call(staff, `${a.base}/api/admin/engagement/bonus-hunts`, {
        method: 'POST',
        csrf: staffCsrf,
        json: { name: 'Cluster hunt', start_balance: 100 },
      });
      expect(created.status).toBe(200);
      const at = Date.now();
      const hunt = (await created.json()).data;
      await waitFor(async () => text.includes(`"hunt_id":${hunt.id}`), 10_000);
      expect(Date.now() - at).toBeLessThan(2000);
      expect(text).toContain(`"channel":"hunts"`);
      expect(text).toContain(`"type":"created"`);
    } finally {
      req.destroy();
    }
  });

  it('an upload stored through A is served by B (shared storage)', async () => {
    const form = new FormData();
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
    const res = await call(staff, `${a.base}/api/admin/uploads`, {
      method: 'POST',
      csrf: staffCsrf,
      body: form,
    });
    expect(res.status).toBe(200);
    const stored: string = (await res.json()).data.path;
    const name = stored.split('/').pop()!;
    expect(s3.objects.has(`uploads/site/${name}`)).toBe(true);
    // Neither process wrote it to its own disk.
    for (const w of [a, b])
      expect(fs.existsSync(path.join(w.dataDir, 'uploads', 'site', name))).toBe(false);
    const served = await fetch(`${b.base}${stored}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The re-encoded image A stored (core/uploads/pipeline.ts), not the bytes sent.
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      s3.objects.get(`uploads/site/${name}`)!.bytes,
    );
  });

  it('a cache invalidated on A refreshes on B', async () => {
    const read = async () =>
      (await (await fetch(`${b.base}/api/test/cluster/cached`)).json()) as {
        value: string;
        loads: number;
      };
    expect((await read()).value).toBe('one');
    const loads = (await read()).loads;
    await setSettings(handle.db, { cluster_probe: 'two' });
    // Cached: B does not read the database again by itself.
    expect(await read()).toMatchObject({ value: 'one', loads });
    const res = await fetch(`${a.base}/api/test/cluster/invalidate`, { method: 'POST' });
    expect(res.status).toBe(200);
    const at = Date.now();
    await waitFor(async () => (await read()).value === 'two', 10_000);
    expect(Date.now() - at).toBeLessThan(2000);
  });
});

/** A free TCP port on the loopback (for a server that must listen on a given one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('npm start with WEB_CONCURRENCY=2: two workers behind one port', () => {
  const schema = `t_cluster_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  let server: Worker;

  const listening = async () =>
    Number(
      (
        await admin.query<{ n: string }>(
          'select count(*) as n from pg_stat_activity where query = $1',
          [`LISTEN "${busChannelFor(schema)}"`],
        )
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(PG_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const port = await freePort();
    // main.ts as `npm start` runs it; no SESSION_SECRET: the primary shares one with its workers.
    server = await startWorker(
      'main',
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        LOBBY_DEMO_LOGIN: '1',
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        SCHEDULER: 'off',
      },
      path.join(__dirname, 'main.ts'),
      /listening on http:\/\/127\.0\.0\.1:(\d+)\/[^\n]*worker[\s\S]*listening on http:\/\/127\.0\.0\.1:\d+\/[^\n]*worker/,
    );
    handle = createDatabase({ databaseUrl: PG_URL!, sqlitePath: '', pgSchema: schema });
    await createMember(handle.db, { username: 'boss', role: 'admin' });
  }, 150_000);

  afterAll(async () => {
    await stopWorker(server);
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await handle?.destroy();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  }, 30_000);

  it('serves the site from both workers, live messages reaching streams on either', async () => {
    expect(await listening()).toBe(2);
    const staff = new Jar();
    const visitor = await (await call(staff, `${server.base}/api/session`)).json();
    const login = await call(staff, `${server.base}/auth/demo`, {
      method: 'POST',
      csrf: visitor.csrf_token,
      json: { username: 'boss' },
    });
    expect(login.status).toBe(200);
    const csrf = (await login.json()).csrf_token;

    // Four streams on four connections: the cluster deals them out to both workers.
    const texts = ['', '', '', ''];
    const requests = texts.map((_, i) =>
      http.get(`${server.base}/api/live?channels=hunts`, { agent: false }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (texts[i] += chunk));
      }),
    );
    try {
      await waitFor(async () => texts.every((t) => t.includes(': connected')), 5000);
      const created = await call(staff, `${server.base}/api/admin/engagement/bonus-hunts`, {
        method: 'POST',
        csrf,
        json: { name: 'Cluster hunt', start_balance: 100 },
      });
      expect(created.status).toBe(200);
      const { id } = (await created.json()).data;
      await waitFor(async () => texts.every((t) => t.includes(`"hunt_id":${id}`)), 10_000);
    } finally {
      for (const r of requests) r.destroy();
    }
  });

  it('stops every worker on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitFor(async () => (await listening()) === 0, 10_000);
  }, 30_000);
});

describe('npm start with WEB_CONCURRENCY=2 on SQLite', () => {
  it('refuses to start: SQLite serves one process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-cluster-sqlite-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=lobby-source', path.join(__dirname, 'main.ts')],
      {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: '2',
          PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    // Refused before anything was opened or written.
    const created = fs.existsSync(path.join(dataDir, 'lobby.sqlite'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(out).toContain('WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL)');
    expect(created).toBe(false);
  }, 150_000);
});
