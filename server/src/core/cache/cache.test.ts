import { sql } from 'kysely';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { withTransaction } from '../db';
import { setSettings } from '../settings/factories';
import { createReadCache } from './cache';

describe('read cache', () => {
  it('loads once per key and answers hits from memory', async () => {
    const cache = createReadCache();
    const load = jest.fn(async () => 'v');
    expect(await cache.get('k', ['t'], load)).toBe('v');
    expect(await cache.get('k', ['t'], load)).toBe('v');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, size: 1 });
  });

  it('peeks at a fresh entry without a promise, and not at a missing or expired one', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', ['t'], async () => 'v');
    expect(cache.peek('k')).toBe('v');
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
    now = 1000;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k2', ['t'], async () => 'w');
    cache.invalidate('t');
    expect(cache.peek('k2')).toBeUndefined();
  });

  it('expires an entry at the time its value gives when that comes before the ttl', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    let n = 0;
    const load = async () => ++n;
    const until = (v: number) => (v === 1 ? 400 : null);
    expect(await cache.get('k', [], load, { until })).toBe(1);
    now = 399;
    expect(await cache.get('k', [], load, { until })).toBe(1);
    now = 400;
    expect(await cache.get('k', [], load, { until })).toBe(2);
    now = 1399;
    expect(await cache.get('k', [], load, { until })).toBe(2);
    now = 1400;
    expect(await cache.get('k', [], load, { until })).toBe(3);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache();
    let release!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => (release = r)));
    const a = cache.get('k', ['t'], load);
    const b = cache.get('k', ['t'], load);
    release('v');
    expect(await Promise.all([a, b])).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the entries of an invalidated topic and keeps the others', async () => {
    const cache = createReadCache();
    let n = 0;
    const load = async () => ++n;
    await cache.get('a', ['x'], load);
    await cache.get('b', ['y'], load);
    cache.invalidate('x');
    expect(await cache.get('a', ['x'], load)).toBe(3);
    expect(await cache.get('b', ['y'], load)).toBe(2);
  });

  it('does not keep a load that overlapped an invalidation of its topic', async () => {
    const cache = createReadCache();
    let release!: (v: string) => void;
    const first = cache.get('k', ['t'], () => new Promise<string>((r) => (release = r)));
    cache.invalidate('t');
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('k', ['t'], async () => 'new')).toBe('new');
  });

  it('does not keep failures', async () => {
    const cache = createReadCache();
    await expect(
      cache.get('k', ['t'], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cache.get('k', ['t'], async () => 'ok')).toBe('ok');
  });

  it('expires entries after the ttl and bounds its size', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    let n = 0;
    const load = async () => ++n;
    await cache.get('a', [], load);
    now = 999;
    expect(await cache.get('a', [], load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', [], load)).toBe(2);
    await cache.get('b', [], load);
    await cache.get('c', [], load);
    expect(cache.stats.size).toBe(2);
    expect(await cache.get('a', [], load)).toBe(5);
  });
});

describe.each(testDialects())('public reads cached and invalidated by writes (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const siteName = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/r/settings' })).json<{ site_name: string }>()
      .site_name;

  it('answers settings from the cache until a write to the table', async () => {
    await setSettings(t.db, { site_name: 'First' });
    expect(await siteName()).toBe('First');
    const misses = t.app.cache.stats.misses;
    expect(await siteName()).toBe('First');
    expect(t.app.cache.stats.misses).toBe(misses);

    await setSettings(t.db, { site_name: 'Second' });
    expect(await siteName()).toBe('Second');
  });

  it('invalidates after a transaction commits, not on rollback', async () => {
    await setSettings(t.db, { site_name: 'Before' });
    expect(await siteName()).toBe('Before');
    await withTransaction(t.db, async (trx) => {
      await setSettings(trx, { site_name: 'Inside' });
    });
    expect(await siteName()).toBe('Inside');
    const invalidations = t.app.cache.stats.invalidations;
    await expect(
      withTransaction(t.db, async (trx) => {
        await setSettings(trx, { site_name: 'Rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(t.app.cache.stats.invalidations).toBe(invalidations);
    expect(await siteName()).toBe('Inside');
  });

  it('sees raw SQL writes and Kysely transactions', async () => {
    await setSettings(t.db, { site_name: 'Raw' });
    expect(await siteName()).toBe('Raw');
    await sql`update settings set value = ${'Raw 2'} where key = 'site_name'`.execute(t.db);
    expect(await siteName()).toBe('Raw 2');
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('settings')
        .set({ value: 'Trx' })
        .where('key', '=', 'site_name')
        .execute();
    });
    expect(await siteName()).toBe('Trx');
  });

  it('serves the cached answer of a visitor without a database query, the same bytes each time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/r/affiliates' });
    const second = await t.app.inject({ method: 'GET', url: '/api/r/affiliates' });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['set-cookie']).toBeUndefined();
  });
});

describe('tablesWritten', () => {
  it('names the table of inserts, updates, deletes and raw writes, none for reads', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const { tablesWritten } = await import('./write-tracking');
      const db = t.db;
      expect(
        tablesWritten(
          db.insertInto('settings').values({ key: 'a', value: 'b', updated_at: '' }).compile(),
        ),
      ).toEqual(['settings']);
      expect(
        tablesWritten(
          db.updateTable('users as u').set({ bio: 'x' }).where('u.id', '=', 1).compile(),
        ),
      ).toEqual(['users']);
      expect(tablesWritten(db.deleteFrom('sessions').where('id', '=', 'x').compile())).toEqual([
        'sessions',
      ]);
      expect(tablesWritten(db.selectFrom('settings').selectAll().compile())).toEqual([]);
      expect(tablesWritten(sql`update "settings" set value = 1`.compile(db))).toEqual(['settings']);
      expect(
        tablesWritten(
          sql`insert into platforms (slug) values ('x') on conflict (slug) do update set slug = excluded.slug`.compile(
            db,
          ),
        ),
      ).toEqual(['platforms']);
      expect(tablesWritten(sql`select 1`.compile(db))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, honouring q=0', async () => {
    const { preferredEncoding } = await import('./plugin');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
  });

  it('reads q-values, `identity` and `*` as the hand-written parser it replaced did', async () => {
    const { preferredEncoding } = await import('./plugin');
    const cases: [string | string[], 'br' | 'gzip' | null][] = [
      // Both allowed: brotli, whatever their q-values.
      ['gzip;q=1, br;q=0.1', 'br'],
      ['br;q=0.001', 'br'],
      ['br;q=1.0', 'br'],
      // q=0 refuses a coding, in any spelling of zero; spaces and case do not matter.
      ['gzip;q=0.000', null],
      ['br;q=0, gzip;q=0', null],
      [' gzip ; q=0.8 , br ; q=0 ', 'gzip'],
      ['BR, GZIP', 'br'],
      // `*` stands for any coding not named; `*;q=0` refuses them.
      ['gzip;q=0, *', 'br'],
      ['*;q=0', null],
      ['gzip, *;q=0', 'gzip'],
      ['identity;q=1, *;q=0', null],
      // Codings the server does not make, an alias it does not take, a q that is not a number.
      ['deflate', null],
      ['x-gzip', null],
      ['gzip;q=abc', null],
      ['', null],
      // A header sent twice.
      [['deflate', 'gzip;q=0.5'], 'gzip'],
    ];
    for (const [header, expected] of cases)
      expect({ header, encoding: preferredEncoding(header) }).toEqual({
        header,
        encoding: expected,
      });
  });
});
