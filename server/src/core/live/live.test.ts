import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { withTransaction } from '../db';
import { changePoints } from '../ledger/points';
import { notify } from '../notifications/service';
import { createMember } from '../users/factories';
import { createMemoryBus } from './bus';
import { streamOwner } from './plugin';

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves once the received text matches. */
  waitFor(pattern: RegExp): Promise<string>;
  text(): string;
  close(): void;
}

function openStream(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<Stream>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let text = '';
      const waiters: { pattern: RegExp; done: (t: string) => void }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of [...waiters]) {
          if (w.pattern.test(text)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(text);
          }
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        waitFor: (pattern) =>
          pattern.test(text)
            ? Promise.resolve(text)
            : new Promise((done) => waiters.push({ pattern, done })),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

// Up to 10 s: a busy machine may take longer than a second to close a stream.
const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('createMemoryBus', () => {
  it('delivers to the subscribers of a channel only, until they unsubscribe', () => {
    const bus = createMemoryBus();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = bus.subscribe(['hunt:1', 'leaderboard'], (m) => a.push(m));
    bus.subscribe(['hunt:2'], (m) => b.push(m));
    bus.publish('hunt:1', { x: 1 });
    bus.publish('hunt:2', { x: 2 });
    bus.publish('nobody', { x: 3 });
    expect(a).toEqual([{ channel: 'hunt:1', payload: { x: 1 } }]);
    expect(b).toEqual([{ channel: 'hunt:2', payload: { x: 2 } }]);
    offA();
    bus.publish('hunt:1', {});
    expect(a).toHaveLength(1);
    expect(bus.listenerCount('hunt:1')).toBe(0);
    expect(bus.listenerCount('hunt:2')).toBe(1);
  });

  it('keeps delivering when a listener throws', () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    bus.subscribe(['c'], () => {
      throw new Error('boom');
    });
    bus.subscribe(['c'], (m) => got.push(m.payload));
    bus.publish('c', 1);
    expect(got).toEqual([1]);
  });
});

describe('streamOwner', () => {
  it('counts an IPv4 address alone and an IPv6 address by its /64', () => {
    expect(streamOwner('198.51.100.7')).toBe('198.51.100.7');
    expect(streamOwner('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(streamOwner('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(streamOwner('2001:0db8:0001:0002:ffff:0:0:b')).toBe('2001:db8:1:2::/64');
    expect(streamOwner('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(streamOwner('::1')).toBe('0:0:0:0::/64');
    expect(streamOwner('2001:db8:1:3::a')).not.toBe(streamOwner('2001:db8:1:2::a'));
  });
});

describe.each(testDialects())('GET /api/live (%s)', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { basePath: '/lobby' }, live: { heartbeatMs: 50 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('streams the messages of the asked channels under the base path, with heartbeats', async () => {
    const stream = await openStream(port, '/lobby/api/live?channels=hunt:7,leaderboard');
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toContain('no-cache');
    await stream.waitFor(/: connected/);
    await waitUntil(() => t.app.live.bus.listenerCount('hunt:7') === 1);
    t.app.live.publish('hunt:8', { skip: true });
    t.app.live.publish('hunt:7', { type: 'game', id: 3 });
    t.app.live.publish('leaderboard', { platform: 'x' });
    const text = await stream.waitFor(/"leaderboard"/);
    expect(text).toContain('retry: 3000');
    expect(text).toContain('data: {"channel":"hunt:7","payload":{"type":"game","id":3}}');
    expect(text).not.toContain('skip');
    await stream.waitFor(/: ping/);
    stream.close();
    await waitUntil(() => t.app.live.streamCount() === 0);
    expect(t.app.live.streamCount()).toBe(0);
    expect(t.app.live.bus.listenerCount('hunt:7')).toBe(0);
  });

  it('creates no session row for a visitor', async () => {
    const before = await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const stream = await openStream(port, '/lobby/api/live?channels=leaderboard');
    await stream.waitFor(/: connected/);
    expect(stream.headers['set-cookie']).toBeUndefined();
    stream.close();
    const after = await t.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['no channels', ''],
    ['a bad name', '?channels=Hunt%3B1'],
    ['too many', `?channels=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`],
  ])('answers 400 for %s', async (_, qs) => {
    const res = await t.app.inject({ method: 'GET', url: `/lobby/api/live${qs}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).join()).toMatch(/^channels/);
  });

  describe("a member's own channel", () => {
    it('carries what changed for that member once it committed, to their session only', async () => {
      const ann = await createMember(t.db, { points: 100 });
      const bob = await createMember(t.db);
      const annSession = await t.login(ann);
      const own = await openStream(port, `/lobby/api/live?channels=me:${ann.id},leaderboard`, {
        cookie: annSession.cookie,
      });
      // Bob's session and a visitor asking for Ann's channel get the public channel only.
      const bobs = await openStream(port, `/lobby/api/live?channels=me:${ann.id},leaderboard`, {
        cookie: (await t.login(bob)).cookie,
      });
      const visitor = await openStream(port, `/lobby/api/live?channels=me:${ann.id}`);
      for (const s of [own, bobs, visitor]) expect(s.status).toBe(200);
      expect(await own.waitFor(/: connected/)).toContain(`: connected me:${ann.id},leaderboard`);
      expect(await bobs.waitFor(/: connected/)).toContain(': connected leaderboard\n');
      await visitor.waitFor(/: connected/);
      await waitUntil(() => t.app.live.bus.listenerCount(`me:${ann.id}`) === 1);
      expect(t.app.live.bus.listenerCount(`me:${ann.id}`)).toBe(1);

      // A rolled-back change says nothing; a committed one says each topic once.
      await expect(
        withTransaction(t.db, async (trx) => {
          await changePoints(trx, { userId: ann.id, delta: 5, reason: 'test' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await withTransaction(t.db, async (trx) => {
        await changePoints(trx, { userId: ann.id, delta: 5, reason: 'test' });
        await changePoints(trx, { userId: ann.id, delta: -2, reason: 'test' });
        await notify(trx, ann.id, { type: 'test', title: 'Hi', message: 'Hello' });
        await changePoints(trx, { userId: bob.id, delta: 1, reason: 'test' });
      });
      const text = await own.waitFor(/"topics"/);
      const messages = text
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => JSON.parse(l.slice(6)) as { channel: string; payload: unknown });
      expect(messages).toEqual([
        { channel: `me:${ann.id}`, payload: { topics: ['points', 'notifications'] } },
      ]);
      // Outside a transaction the signal goes at once.
      await notify(t.db, ann.id, { type: 'test', title: 'Again', message: 'Hello' });
      expect(await own.waitFor(/id: 2\n/)).toContain(
        `data: {"channel":"me:${ann.id}","payload":{"topics":["notifications"]}}`,
      );
      t.app.live.publish('leaderboard', { type: 'sync' });
      await bobs.waitFor(/"leaderboard"/);
      expect(bobs.text()).not.toContain('topics');
      expect(visitor.text()).not.toContain('data:');
      for (const s of [own, bobs, visitor]) s.close();
      await waitUntil(() => t.app.live.streamCount() === 0);
    });
  });

  describe('per address', () => {
    let limited: TestApp;
    let limitedPort: number;
    beforeAll(async () => {
      // Behind one proxy hop: X-Forwarded-For gives each request its address.
      limited = await buildTestApp(dialect, {
        config: { trustProxy: 1, liveStreamsPerIp: 3 },
        live: { heartbeatMs: 1000 },
      });
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      limitedPort = (limited.app.server.address() as AddressInfo).port;
    });
    afterAll(() => limited.close());

    const from = (ip: string) =>
      openStream(limitedPort, '/api/live?channels=leaderboard', { 'x-forwarded-for': ip });

    it('answers 429 with Retry-After beyond the limit, other addresses unaffected, and frees a closed stream’s place', async () => {
      const open: Stream[] = [];
      for (let i = 0; i < 3; i++) {
        const s = await from('198.51.100.1');
        expect(s.status).toBe(200);
        await s.waitFor(/: connected/);
        open.push(s);
      }
      const refused = await from('198.51.100.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(await refused.waitFor(/}$/))).toEqual({
        success: false,
        message: expect.stringMatching(/too many live connections/i),
      });
      expect(limited.app.live.streamCount()).toBe(3);

      const other = await from('198.51.100.2');
      expect(other.status).toBe(200);
      other.close();

      open.pop()!.close();
      await waitUntil(() => limited.app.live.streamCount() === 2);
      const again = await from('198.51.100.1');
      expect(again.status).toBe(200);
      open.push(again);
      expect((await from('198.51.100.1')).status).toBe(429);
      for (const s of open) s.close();
      await waitUntil(() => limited.app.live.streamCount() === 0);
      expect(limited.app.live.streamCount()).toBe(0);
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      const open: Stream[] = [];
      for (const ip of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c']) {
        const s = await from(ip);
        expect(s.status).toBe(200);
        open.push(s);
      }
      expect((await from('2001:db8:1:2::d')).status).toBe(429);
      const elsewhere = await from('2001:db8:1:3::a');
      expect(elsewhere.status).toBe(200);
      for (const s of [...open, elsewhere]) s.close();
      await waitUntil(() => limited.app.live.streamCount() === 0);
    });
  });
});
