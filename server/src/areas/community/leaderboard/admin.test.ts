import type { AdminLeaderboardsResponse } from '@lobby/contract-community';
import { createMember } from '../../../core/users/factories';
import { fakeFeedConfigs } from '../../../demo/feeds';
import { startTestFeeds, TEST_NOW } from '../../../demo/feeds/testing';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { SessionHeaders, TestApp } from '../../../test/app';
import { createLeaderboard, createPlatform } from './factories';
import { FEED_KINDS } from './feeds';

function multipart(name: string, filename: string, bytes: Buffer) {
  const boundary = '----lobby-admin-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDialects())('Admin › Leaderboards API (%s)', (dialect) => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startTestFeeds>>;
  let admin: SessionHeaders;
  let mod: SessionHeaders;
  let member: SessionHeaders;
  const now = new Date(TEST_NOW);
  const url = '/api/admin/community/leaderboard';

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
    feeds = await startTestFeeds();
    admin = await t.login(await createMember(t.db, { role: 'admin' }));
    mod = await t.login(await createMember(t.db, { role: 'moderator' }));
    member = await t.login(await createMember(t.db));
  });
  afterAll(async () => {
    await feeds.close();
    await t.close();
  });

  const call = (
    s: SessionHeaders,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${url}${path}`,
      headers: headersOf(s),
      ...(payload ? { payload } : {}),
    });

  it('creates a platform with its period and feed; secrets are only ever answered masked', async () => {
    expect((await call(member, 'GET', '')).statusCode).toBe(403);
    const bad = await call(admin, 'POST', '/platforms', {
      name: '',
      slug: 'Bad Slug!',
      time_zone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'slug']);
    const zone = await call(admin, 'POST', '/platforms', {
      name: 'X',
      slug: 'x-casino',
      time_zone: 'Mars/Base',
    });
    expect(zone.json().errors.time_zone).toBeDefined();
    expect((await call(mod, 'POST', '/platforms', { name: 'Roo', slug: 'roo' })).statusCode).toBe(
      403,
    );

    const created = await call(admin, 'POST', '/platforms', {
      name: 'Roo',
      slug: 'roo',
      currency_symbol: '$',
      time_zone: 'Europe/Berlin',
      excluded_usernames: ['StreamerHimself'],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(
      (await call(admin, 'POST', '/platforms', { name: 'Again', slug: 'roo' })).json().errors.slug,
    ).toEqual(['Another platform has this slug']);

    const period = await call(admin, 'PUT', `/platforms/${id}/period`, {
      timeframe: 'weekly',
      start: '2026-11-16T00:00:00+01:00',
      prizes: ['1000', '500.50'],
    });
    expect(period.statusCode).toBe(200);
    expect(period.json().data.period).toMatchObject({
      timeframe: 'weekly',
      start: '2026-11-15T23:00:00.000Z',
      end: '2026-11-22T23:00:00.000Z',
      prizes: ['1000.00', '500.50'],
      total_prize_pool: '1500.50',
    });
    const small = await call(admin, 'PUT', `/platforms/${id}/period`, {
      timeframe: 'custom',
      start: '2026-11-16T00:00:00Z',
      end: '2026-11-30T00:00:00Z',
      prizes: ['1000'],
      total_prize_pool: '10',
    });
    expect(small.json().errors.total_prize_pool).toBeDefined();

    const { config } = fakeFeedConfigs(feeds.url).roobet;
    const badFeed = await call(admin, 'PUT', `/platforms/${id}/feed`, {
      kind: 'roobet',
      config: { ...config, baseUrl: 'ftp://nope' },
    });
    expect(badFeed.statusCode).toBe(400);
    expect(Object.keys(badFeed.json().errors)).toContain('config.baseUrl');
    // The cloud metadata service and the private network are refused when saved (and fetched).
    for (const baseUrl of [
      'http://169.254.169.254/latest',
      'http://10.0.0.5:8080',
      'http://[::ffff:10.0.0.5]/',
    ]) {
      const inside = await call(admin, 'PUT', `/platforms/${id}/feed`, {
        kind: 'roobet',
        config: { ...config, baseUrl },
      });
      expect(inside.statusCode).toBe(400);
      expect(inside.json().errors['config.baseUrl']).toEqual([
        "This address points inside the server's network; add it to OUTBOUND_ALLOW if that is intended.",
      ]);
    }
    const feed = await call(admin, 'PUT', `/platforms/${id}/feed`, {
      kind: 'roobet',
      config,
      sync_interval_s: 120,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(config.token);
    expect(feed.json().data.feed.config.token).toMatch(/^••••/);
    // Saving the form again with the masked value keeps the stored token.
    const again = await call(admin, 'PUT', `/platforms/${id}/feed`, {
      kind: 'roobet',
      config: feed.json().data.feed.config,
      sync_interval_s: 120,
    });
    expect(again.statusCode).toBe(200);
    const list = await call(mod, 'GET', '');
    expect(list.body).not.toContain(config.token);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('area', '=', 'community')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['platform.create', 'leaderboard.period', 'feed.update']),
    );
    expect(JSON.stringify(audits)).not.toContain(config.token);

    // Sync now (moderators may), then a correction that later syncs keep.
    const sync = await call(mod, 'POST', `/platforms/${id}/sync`);
    expect(sync.json()).toMatchObject({ success: true });
    expect(sync.json().data.feed).toMatchObject({ last_error: null, failures: 0 });
    expect(sync.json().data.feed.row_count).toBeGreaterThan(0);
    const entries = (await call(mod, 'GET', `/platforms/${id}/entries`)).json().data.entries;
    const top = entries[0];
    const fix = await call(mod, 'POST', `/platforms/${id}/corrections`, {
      username: top.username,
      wagered: '1.00',
      reason: 'Chargeback reported by the casino',
    });
    expect(fix.statusCode).toBe(200);
    await call(mod, 'POST', `/platforms/${id}/sync`);
    const after = (
      await call(mod, 'GET', `/platforms/${id}/entries?q=${encodeURIComponent(top.username)}`)
    ).json().data.entries;
    expect(after[0]).toMatchObject({ username: top.username, wagered: '1.00', corrected: true });
    const correction = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'leaderboard_entry.correct')
      .executeTakeFirstOrThrow();
    expect(correction.actor_id).toBe(mod.userId);

    const data = (list.json() as AdminLeaderboardsResponse).data;
    expect(data.feed_kinds.map((k) => k.kind)).toEqual([...FEED_KINDS, 'csv']);
  });

  it('imports a CSV: preview with row errors, commit, and files up to 10 MB', async () => {
    const p = await createPlatform(t.db);
    await createLeaderboard(t.db, {
      platformId: p.id,
      period_start: '2026-11-16T00:00:00.000Z',
      period_end: '2026-11-23T00:00:00.000Z',
    });
    const csv = Buffer.from(
      'username,wagered\nalice,1500.50\nbob,abc\n,20\ncarol,"2,5"\nAlice,0.50\n',
    );
    const send = (path: string, bytes: Buffer) => {
      const { payload, contentType } = multipart('file', 'wagers.csv', bytes);
      return t.app.inject({
        method: 'POST',
        url: `${url}/platforms/${p.id}/csv/${path}`,
        headers: { ...headersOf(mod), 'content-type': contentType },
        payload,
      });
    };
    const preview = await send('preview', csv);
    expect(preview.statusCode).toBe(200);
    const d = preview.json().data;
    expect(d).toMatchObject({
      total_records: 5,
      valid_rows: 2,
      error_count: 3,
      duplicate_usernames: 1,
    });
    expect(d.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5]);
    expect(d.preview[0]).toMatchObject({ line: 2, username: 'alice', wagered: '1500.50' });

    const commit = await send('commit', csv);
    expect(commit.json()).toMatchObject({ success: true, data: { rows: 1, skipped: 3 } });
    const rows = await t.db
      .selectFrom('leaderboard_entries as e')
      .innerJoin('leaderboards as l', 'l.id', 'e.leaderboard_id')
      .select(['e.username', 'e.wagered'])
      .where('l.platform_id', '=', p.id)
      .execute();
    expect(rows.map((r) => [r.username, Number(r.wagered)])).toEqual([['alice', 1501_00]]);

    expect(
      (await send('preview', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).json().errors.file,
    ).toBeDefined();

    // Just under 10 MB: read in full. Over 10 MB: refused with a message on the file.
    const line = 'player_000000,12345.67\n';
    const count = Math.floor((10 * 1024 * 1024 - 20) / line.length);
    const big = Buffer.from(
      `username,wagered\n${Array.from({ length: count }, (_, i) => `player_${String(i).padStart(6, '0')},12345.67\n`).join('')}`,
    );
    expect(big.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const ok = await send('preview', big);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      total_records: count,
      valid_rows: count,
      error_count: 0,
    });
    const tooBig = await send('preview', Buffer.concat([big, Buffer.alloc(64, 'x')]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors.file).toEqual(['The file may be at most 10 MB.']);
  }, 240_000);

  it('previews the rows a feed configuration yields before saving, and stores nothing', async () => {
    const created = await call(admin, 'POST', '/platforms', { name: 'Preview', slug: 'preview' });
    const id = created.json().data.id;
    await call(admin, 'PUT', `/platforms/${id}/period`, {
      timeframe: 'custom',
      start: '2026-11-01T00:00:00Z',
      end: '2026-12-01T00:00:00Z',
      prizes: ['100'],
    });
    const { config } = fakeFeedConfigs(feeds.url).generic;
    const preview = (body: object) => call(admin, 'POST', `/platforms/${id}/feed/preview`, body);

    expect(
      (await call(mod, 'POST', `/platforms/${id}/feed/preview`, { kind: 'generic-json', config }))
        .statusCode,
    ).toBe(403);
    const ok = await preview({ kind: 'generic-json', config });
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data.total_rows).toBe(feeds.players('generic').length);
    expect(data.rows).toHaveLength(Math.min(50, data.total_rows));
    expect(data.rows[0]).toEqual({
      username: feeds.players('generic')[0]!.username,
      wagered: expect.stringMatching(/^\d+\.\d{2}$/),
      weighted_wagered: expect.stringMatching(/^\d+\.\d{2}$/),
      favorite_game: expect.any(String),
      uid: null,
      hidden: false,
    });
    expect(data.period).toEqual({ start: '2026-11-01T00:00:00.000Z', end: now.toISOString() });
    expect(ok.body).not.toContain(config.secret);

    // Bad settings: 400 per field; an address inside the network: 400; nothing saved.
    const bad = await preview({
      kind: 'generic-json',
      config: { ...config, listPath: "$.result[?(@.x=='", wageredPath: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'config.listPath',
      'config.wageredPath',
    ]);
    const inside = await preview({
      kind: 'generic-json',
      config: { ...config, url: 'http://169.254.169.254/latest' },
    });
    expect(inside.json().errors['config.url']).toBeDefined();
    expect((await preview({ kind: 'csv', config: {} })).json().errors.kind).toBeDefined();

    // A path that finds no list, a failing feed: 422 with the adapter's message.
    const wrong = await preview({
      kind: 'generic-json',
      config: { ...config, listPath: 'result.nope' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toContain('at "result.nope" where a list of players was expected');

    // Saved with its secret, then previewed from the form's masked value: the stored secret is used.
    await call(admin, 'PUT', `/platforms/${id}/feed`, { kind: 'generic-json', config });
    const masked = (await call(admin, 'GET', ''))
      .json()
      .data.platforms.find((p: { id: number }) => p.id === id).feed.config;
    expect(masked.secret).toMatch(/^••••/);
    const again = await preview({ kind: 'generic-json', config: masked });
    expect(again.statusCode).toBe(200);
    const feed = await t.db
      .selectFrom('platform_feeds')
      .select(['last_sync_at', 'row_count'])
      .where('platform_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(feed).toEqual({ last_sync_at: null, row_count: null });
    const entries = (await call(mod, 'GET', `/platforms/${id}/entries`)).json().data;
    expect(entries.total).toBe(0);

    // The newer adapters are stored kinds too (the column's check grew with them).
    for (const kind of ['clash', 'gamdom', 'chicken', 'packdraw'] as const) {
      const saved = await call(admin, 'PUT', `/platforms/${id}/feed`, {
        kind,
        config: {
          baseUrl: 'https://casino.example',
          key: 'key-1234567890',
          token: 'tok-1234567890',
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.feed.kind).toBe(kind);
    }
  });
});
