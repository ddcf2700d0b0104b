import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { startFakeKick } from '../../demo/fake-kick';
import type { FakeKick } from '../../demo/fake-kick';
import { movableClock } from '../../test/accounts';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { loadConfig } from '../config';
import { withTransaction } from '../db';
import { emit } from '../events';
import { createMember } from '../users/factories';

/** A Discord-like webhook: answers the queued statuses in turn (then 204), records the bodies. */
async function fakeDiscord() {
  const bodies: { content: string; allowed_mentions: unknown }[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const status = statuses.shift() ?? 204;
      if (status < 300) bodies.push(JSON.parse(data));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status < 300 ? '' : JSON.stringify({ message: 'discord is down' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = (server as unknown as Server).address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/123/very-secret-token`,
    bodies,
    fail: (...s: number[]) => statuses.push(...s),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(testDialects())('Announcements (%s)', (dialect) => {
  let t: TestApp;
  let kick: FakeKick;
  let discord: Awaited<ReturnType<typeof fakeDiscord>>;
  let admin: Record<string, string>;
  const clock = movableClock(new Date('2026-11-23T12:00:00.000Z'));

  beforeAll(async () => {
    kick = await startFakeKick();
    discord = await fakeDiscord();
    t = await buildTestApp(dialect, {
      clock,
      config: {
        kickApi: {
          ...loadConfig({}).kickApi,
          baseUrl: kick.url,
          chatToken: 'bot-token',
          broadcasterUserId: '1234',
        },
        outboundTimeoutMs: 2_000,
      },
    });
    admin = headersOf(await t.login(await createMember(t.db, { role: 'admin' })));
  });
  afterAll(async () => {
    await t.close();
    await kick.close();
    await discord.close();
  });

  const settings = (over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/stream',
      headers: admin,
      payload: {
        kick_chat_enabled: true,
        join_keyword: '!join',
        call_command: '!call',
        announce_kick: true,
        discord_webhook: discord.url,
        announce_giveaways: true,
        announce_hunts: true,
        announce_leaderboards: true,
        ...over,
      },
    });

  it('validates the settings and never shows the Discord secret', async () => {
    const bad = await settings({
      discord_webhook: 'ftp://x',
      join_keyword: 'two words',
      call_command: '!join',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['discord_webhook', 'join_keyword']);
    const inside = await settings({ discord_webhook: 'http://10.1.1.1/api/webhooks/1/abc' });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().errors.discord_webhook[0]).toMatch(/OUTBOUND_ALLOW/);
    expect((await settings()).statusCode).toBe(200);
    const view = await t.app.inject({ method: 'GET', url: '/api/admin/stream', headers: admin });
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(JSON.stringify(body)).not.toContain('very-secret-token');
    expect(body.settings.discord_webhook).toMatch(/\/api\/webhooks\/123\/•+$/);
    expect(body.kick).toMatchObject({ mode: 'webhook', can_send: true, subscribed: false });
    expect(body.kick.webhook_url).toMatch(/\/api\/webhooks\/kick$/);
    // Saving the masked value back keeps the stored URL.
    expect((await settings({ discord_webhook: body.settings.discord_webhook })).statusCode).toBe(
      200,
    );
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/stream', headers: admin });
    expect(again.json().settings.discord_webhook).toBe(body.settings.discord_webhook);
  });

  it('posts to Kick chat and Discord; a failing Discord webhook retries with backoff, visible in Admin › Jobs', async () => {
    await settings();
    discord.fail(500, 502);
    await withTransaction(t.db, (trx) =>
      emit('giveaway-drawn', {
        db: trx,
        giveawayId: 77,
        title: 'The $500 Giveaway',
        winners: ['alice', 'bob'],
        at: clock(),
      }),
    );
    // The same event again queues nothing more.
    await withTransaction(t.db, (trx) =>
      emit('giveaway-drawn', { db: trx, giveawayId: 77, title: 'x', winners: [], at: clock() }),
    );
    const first = await t.app.scheduler.runNow('core.announce.deliver');
    expect(first.outcome).toBe('error');
    expect(first.error).toContain('1 sent, 1 failed');
    expect(first.error).toContain('retry at 2026-11-23T12:00:30.000Z');
    expect(kick.chats).toEqual([
      expect.objectContaining({
        broadcaster_user_id: 1234,
        content: '🎉 The $500 Giveaway is drawn! Congratulations alice and bob!',
        type: 'bot',
        authorization: 'Bearer bot-token',
      }),
    ]);
    const jobs = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/core.announce.deliver',
      headers: admin,
    });
    expect(jobs.json().runs[0]).toMatchObject({ outcome: 'error' });

    // Not due yet: nothing is sent.
    expect((await t.app.scheduler.runNow('core.announce.deliver')).summary).toBe(
      'Nothing to announce',
    );
    clock.advance(30_000);
    const second = await t.app.scheduler.runNow('core.announce.deliver');
    expect(second.error).toContain('retry at 2026-11-23T12:01:30.000Z');
    clock.advance(60_000);
    const third = await t.app.scheduler.runNow('core.announce.deliver');
    expect(third).toMatchObject({ outcome: 'ok', summary: '1 sent' });
    expect(discord.bodies).toEqual([
      {
        content: '🎉 The $500 Giveaway is drawn! Congratulations alice and bob!',
        allowed_mentions: { parse: [] },
      },
    ]);
    const rows = await t.db.selectFrom('announcements').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.target, r.status, r.attempts])).toEqual([
      ['kick', 'sent', 1],
      ['discord', 'sent', 3],
    ]);
  });

  it('announces nothing for topics turned off, and only to the destinations set', async () => {
    await settings({ announce_hunts: false, announce_kick: false });
    const before = await t.db.selectFrom('announcements').select('id').execute();
    await withTransaction(t.db, async (trx) => {
      await emit('hunt-completed', {
        db: trx,
        huntId: 1,
        name: 'Hunt',
        startCents: 100_000,
        endCents: 150_000,
        topPredictors: ['c'],
        at: clock(),
      });
      await emit('leaderboard-period-ended', {
        db: trx,
        leaderboardId: 5,
        platformName: 'Roobet',
        currencySymbol: '$',
        winners: [{ place: 1, name: 'ab***yz', prizeCents: 50_000 }],
        at: clock(),
      });
    });
    const rows = await t.db
      .selectFrom('announcements')
      .selectAll()
      .where('id', 'not in', before.length ? before.map((b) => b.id) : [0])
      .execute();
    expect(rows.map((r) => [r.kind, r.target])).toEqual([['leaderboard-period-ended', 'discord']]);
    expect(rows[0]!.text).toBe('🏆 Roobet leaderboard winners: #1 ab***yz ($500.00)');
  });

  it('test buttons answer what happened; members and moderators cannot change settings', async () => {
    await settings();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stream/test',
      headers: admin,
      payload: { target: 'discord' },
    });
    expect(ok.statusCode).toBe(200);
    discord.fail(500);
    const failing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stream/test',
      headers: admin,
      payload: { target: 'discord' },
    });
    expect(failing.statusCode).toBe(502);
    expect(failing.json().message).toContain('answered 500');
    expect(failing.json().message).not.toContain('very-secret-token');
    const mod = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/stream', headers: mod, payload: {} }))
        .statusCode,
    ).toBe(403);
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stream/subscribe',
      headers: admin,
    });
    expect(sub.statusCode).toBe(200);
    const view = await t.app.inject({ method: 'GET', url: '/api/admin/stream', headers: admin });
    expect(view.json().kick.subscribed).toBe(true);
  });
});
