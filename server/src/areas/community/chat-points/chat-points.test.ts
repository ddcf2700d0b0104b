import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../core/config';
import { setSettings } from '../../../core/settings/factories';
import { createMember } from '../../../core/users/factories';
import { chatMessageBody, startFakeKick } from '../../../demo/fake-kick';
import type { FakeKick } from '../../../demo/fake-kick';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';

/** A streaming provider on 127.0.0.1 answering Kick's channel shape; `live` toggles the stream. */
async function fakeProvider() {
  const state = { live: true };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        slug: 'lobbylive',
        livestream: state.live ? { is_live: true, viewer_count: 5 } : null,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/v2/channels/{channel}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('chat points (%s)', (dialect) => {
  let t: TestApp;
  let kick: FakeKick;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  // Monday 12:00 UTC, the start of an interval; each test moves on by an hour (past the status cache).
  let now = new Date('2026-11-23T12:00:00.000Z');
  let seq = 0;
  let kickId = 900_000;

  beforeAll(async () => {
    kick = await startFakeKick();
    provider = await fakeProvider();
    t = await buildTestApp(dialect, {
      clock: () => now,
      config: {
        kickApi: { ...loadConfig({}).kickApi, baseUrl: kick.url },
        streamProviderUrl: provider.url,
      },
    });
    await setSettings(t.db, { stream_channel: 'lobbylive' });
  });
  afterAll(async () => {
    await t.close();
    await kick.close();
    await provider.close();
  });
  beforeEach(() => {
    now = new Date(now.getTime() + 3_600_000);
    provider.state.live = true;
  });

  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  /** A chat message delivered by Kick's (fake) signed webhook. */
  const say = async (sender: { id: string; username: string }, text: string) => {
    const body = chatMessageBody({ id: Number(sender.id), username: sender.username }, text);
    seq += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/kick',
      payload: body,
      headers: kick.webhookHeaders(body, {
        messageId: `chat-points-${dialect}-${seq}`,
        timestamp: now.toISOString(),
      }),
    });
    expect(res.statusCode).toBe(200);
  };

  /** A member with a linked Kick account, and the sender that account chats as. */
  const linkedMember = async () => {
    kickId += 1;
    const username = `chatter${kickId}`;
    const m = await createMember(t.db, { kick_user_id: String(kickId), kick_username: username });
    return { member: m, sender: { id: String(kickId), username } };
  };

  const pointsOf = async (userId: number) => {
    const u = await t.db
      .selectFrom('users')
      .select('points')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const ledger = await t.db
      .selectFrom('points_ledger')
      .select(['delta', 'reason'])
      .where('user_id', '=', userId)
      .where('reason', '=', 'chat_points')
      .execute();
    return { balance: Number(u.points), ledger: ledger.map((l) => Number(l.delta)) };
  };

  it('pays the interval once however many messages race, and again in the next interval', async () => {
    const { member, sender } = await linkedMember();
    await Promise.all(Array.from({ length: 6 }, (_, i) => say(sender, `hello chat, message ${i}`)));
    expect(await pointsOf(member.id)).toEqual({ balance: 10, ledger: [10] });

    later(5 * 60_000);
    await say(sender, 'still the same interval');
    expect((await pointsOf(member.id)).ledger).toEqual([10]);

    later(5 * 60_000);
    await say(sender, 'a new interval');
    expect(await pointsOf(member.id)).toEqual({ balance: 20, ledger: [10, 10] });

    const activity = await t.app.inject({
      url: '/api/r/profile/recent-activity',
      headers: headersOf(await t.login({ id: member.id })),
    });
    expect(activity.statusCode).toBe(200);
    expect(JSON.stringify(activity.json())).toContain('Chatted during the stream');
  });

  it('pays nothing for a repeat of the last message, a command, a bot or the blacklist', async () => {
    const { member, sender } = await linkedMember();
    await say(sender, 'gg');
    later(10 * 60_000);
    await say(sender, '  GG ');
    later(10 * 60_000);
    await say(sender, '!call Sweet Bonanza');
    expect((await pointsOf(member.id)).ledger).toEqual([10]);

    const bot = await createMember(t.db, { kick_user_id: '31337', kick_username: 'BotRix' });
    await say({ id: '31337', username: 'BotRix' }, 'Follow the channel!');
    expect((await pointsOf(bot.id)).ledger).toEqual([]);

    const admin = await createMember(t.db, { role: 'admin' });
    const headers = headersOf(await t.login({ id: admin.id }));
    const current = (
      await t.app.inject({ url: '/api/admin/community/chat-points', headers })
    ).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/community/chat-points',
      headers,
      payload: { ...current, ignored_usernames: [...current.ignored_usernames, sender.username] },
    });
    expect(put.statusCode).toBe(200);
    later(10 * 60_000);
    await say(sender, 'am I blacklisted?');
    expect((await pointsOf(member.id)).ledger).toEqual([10]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/community/chat-points',
      headers,
      payload: current,
    });
  });

  it('pays nothing while the stream is offline or to an unlinked account', async () => {
    const { member, sender } = await linkedMember();
    provider.state.live = false;
    await say(sender, 'anyone here?');
    expect((await pointsOf(member.id)).ledger).toEqual([]);
    await say({ id: '777777', username: 'stranger' }, 'hi all');
    const ledger = await t.db
      .selectFrom('chat_point_awards')
      .select('id')
      .where('interval_start', '>=', now.toISOString().slice(0, 13))
      .execute();
    expect(ledger).toEqual([]);
  });

  it('stops at the daily cap and shows the chatters of the week', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const headers = headersOf(await t.login({ id: admin.id }));
    const url = '/api/admin/community/chat-points';
    const current = (await t.app.inject({ url, headers })).json().data;
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...current, points_per_interval: 50, daily_cap: 20, interval_minutes: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('daily_cap');
    expect(JSON.stringify(bad.json())).toContain('interval_minutes');
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...current, points_per_interval: 10, daily_cap: 20 },
    });
    expect(put.statusCode).toBe(200);
    const mod = await createMember(t.db, { role: 'moderator' });
    const byMod = await t.app.inject({
      method: 'PUT',
      url,
      headers: headersOf(await t.login({ id: mod.id })),
      payload: current,
    });
    expect(byMod.statusCode).toBe(403);

    // A fresh day: the cap counts from 00:00 UTC.
    now = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
    later(86_400_000);
    const { member, sender } = await linkedMember();
    for (let i = 0; i < 4; i += 1) {
      await say(sender, `message ${i}`);
      later(10 * 60_000);
    }
    expect(await pointsOf(member.id)).toEqual({ balance: 20, ledger: [10, 10] });

    const board = await t.app.inject('/api/r/chat-points/leaderboard');
    expect(board.statusCode).toBe(200);
    const me = board.json().data.leaders.find((l: { user_id: number }) => l.user_id === member.id);
    expect(me).toMatchObject({ points: 20, intervals: 2, username: member.username });
    await t.app.inject({ method: 'PUT', url, headers, payload: current });
  });
});
