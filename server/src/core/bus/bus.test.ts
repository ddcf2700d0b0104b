import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildSecondApp, buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { afterCommit, withTransaction } from '../db';
import { createMemoryClusterBus } from './bus';
import { invalidatedCache } from './cache';
import type { PgClusterBus } from './pg-bus';
import { busChannelFor, createPgClusterBus } from './pg-bus';

/** Waits until check() holds (polling), failing after timeoutMs. */
async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('memory cluster bus', () => {
  it('delivers to this process’s handlers of the topic, at once, until they unsubscribe', () => {
    const bus = createMemoryClusterBus();
    const got: unknown[] = [];
    const off = bus.on('a', (p) => got.push(p));
    bus.on('a', () => {
      throw new Error('a broken handler');
    });
    bus.publish('a', { x: 1 });
    bus.publish('b', { x: 2 });
    expect(got).toEqual([{ x: 1 }]);
    off();
    bus.publish('a', { x: 3 });
    expect(got).toEqual([{ x: 1 }]);
  });
});

describe('PostgreSQL cluster bus without a database', () => {
  it('fails to start, and does not keep reconnecting in the background', async () => {
    // Fake timers: a reconnect scheduled at any delay would run when the clock moves on below.
    // (The refused connection itself needs no timer; I/O and promises stay real.)
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let connects = 0;
      const bus = createPgClusterBus({
        connect: () => {
          connects += 1;
          return new pg.Client({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 2000 });
        },
        notify: async () => undefined,
        reconnect: { minMs: 10, maxMs: 20 },
      });
      await expect(bus.start()).rejects.toThrow();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(connects).toBe(1);
      expect(bus.connected()).toBe(false);
      await bus.close();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('busChannelFor', () => {
  it('names the public schema’s channel lobby_bus and any other schema’s after it', () => {
    expect(busChannelFor('public')).toBe('lobby_bus');
    expect(busChannelFor('t_ab12')).toBe('lobby_bus_t_ab12');
    expect(busChannelFor('We"ird')).toBe('lobby_bus_we_ird');
    expect(busChannelFor('x'.repeat(100))).toHaveLength(63);
  });
});

describe.each(testDialects())('app.invalidate and afterCommit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs this process’s handlers of the topic at once, with the key or null', () => {
    const got: (string | null)[] = [];
    const off = t.app.onInvalidate('settings', (key) => got.push(key));
    t.app.invalidate('settings', 'site');
    t.app.invalidate('settings');
    t.app.invalidate('other', 'x');
    off();
    t.app.invalidate('settings', 'after');
    expect(got).toEqual(['site', null]);
  });

  it('afterCommit runs after the commit, never on rollback, and at once outside one', async () => {
    const order: string[] = [];
    await withTransaction(t.db, async (trx) => {
      afterCommit(trx, () => order.push('committed'));
      order.push('in transaction');
    });
    await expect(
      withTransaction(t.db, async (trx) => {
        afterCommit(trx, () => order.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    afterCommit(t.db, () => order.push('no transaction'));
    expect(order).toEqual(['in transaction', 'committed', 'no transaction']);
  });

  it('invalidatedCache loads once, drops on invalidate, and never keeps a load raced by one', async () => {
    let version = 1;
    let loads = 0;
    let release: (() => void) | null = null;
    const cache = invalidatedCache(t.app, 'cache-test', async () => {
      loads += 1;
      const v = version;
      if (release === null && loads === 3)
        await new Promise<void>((r) => {
          release = r;
        });
      return v;
    });
    expect(await cache.get()).toBe(1);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    expect(loads).toBe(1);
    version = 2;
    t.app.invalidate('cache-test');
    expect(await cache.get()).toBe(2);
    expect(loads).toBe(2);
    // A load that read before a write must not stay cached after the write's invalidation.
    t.app.invalidate('cache-test');
    const slow = cache.get();
    await waitFor(() => release !== null);
    version = 3;
    t.app.invalidate('cache-test');
    (release as unknown as () => void)();
    expect(await slow).toBe(2);
    expect(await cache.get()).toBe(3);
    // Failures are not cached.
    const failing = invalidatedCache(t.app, 'cache-fail', async () => {
      loads += 1;
      if (loads === 5) throw new Error('db down');
      return 'ok';
    });
    await expect(failing.get()).rejects.toThrow('db down');
    expect(await failing.get()).toBe('ok');
  });
});

describe('PostgreSQL cluster bus across two apps on one database', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildSecondApp>>;
  beforeAll(async () => {
    // `npm test` starts a throwaway PostgreSQL and sets LOBBY_TEST_PG_URL; without it this fails.
    if (!process.env.LOBBY_TEST_PG_URL)
      throw new Error('LOBBY_TEST_PG_URL is not set: the bus tests need PostgreSQL (run npm test)');
    a = await buildTestApp('postgres');
    b = await buildSecondApp(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('listens on the channel of its schema', () => {
    expect(a.app.bus.kind).toBe('postgres');
    expect((a.app.bus as PgClusterBus).channel()).toBe(busChannelFor(a.database.pgSchema!));
  });

  it('an invalidation on A runs B’s handlers, once, and A’s at once', async () => {
    const onA: (string | null)[] = [];
    const onB: (string | null)[] = [];
    a.app.onInvalidate('settings', (k) => onA.push(k));
    b.app.onInvalidate('settings', (k) => onB.push(k));
    const markers: unknown[] = [];
    b.app.bus.on('marker', (p) => markers.push(p));
    a.app.invalidate('settings', 'site');
    expect(onA).toEqual(['site']);
    // A's messages reach B in the order A sent them: once a marker sent after the invalidation
    // has arrived, a second delivery of it would have arrived before.
    a.app.bus.publish('marker', 1);
    await waitFor(() => markers.length === 1, 10_000);
    expect(onB).toEqual(['site']);
    expect(onA).toEqual(['site']);
  });

  it('carries long messages (over NOTIFY’s 8000 bytes, non-ASCII) whole and in order', async () => {
    const got: unknown[] = [];
    b.app.bus.on('big', (p) => got.push(p));
    const long = { text: 'é✓😀'.repeat(6000), n: 1 };
    a.app.bus.publish('big', long);
    a.app.bus.publish('big', { n: 2 });
    await waitFor(() => got.length === 2, 10_000);
    expect(got).toEqual([long, { n: 2 }]);
  });

  it('reconnects its LISTEN connection when it drops, resyncs, and delivers again', async () => {
    const channel = (b.app.bus as PgClusterBus).channel()!;
    const resynced: (string | null)[] = [];
    b.app.onInvalidate('settings', (k) => resynced.push(k));
    // An open SSE stream on B: ended on resync, so the browser reconnects and refetches.
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = b.app.server.address() as AddressInfo;
    let ended = false;
    let streamText = '';
    const req = http.get({ host: '127.0.0.1', port, path: '/api/live?channels=hunts' }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (streamText += chunk));
      res.on('end', () => (ended = true));
    });
    await waitFor(() => streamText.includes(': connected'));
    const admin = new pg.Client({ connectionString: process.env.LOBBY_TEST_PG_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = $1`,
        [`LISTEN "${channel}"`],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    await waitFor(() => resynced.includes(null), 10_000);
    await waitFor(() => ended, 10_000);
    req.destroy();
    await waitFor(() => (b.app.bus as PgClusterBus).connected(), 10_000);
    await waitFor(() => (a.app.bus as PgClusterBus).connected(), 10_000);
    const got: unknown[] = [];
    b.app.bus.on('after', (p) => got.push(p));
    a.app.bus.publish('after', 1);
    await waitFor(() => got.length === 1, 10_000);
  });
});
