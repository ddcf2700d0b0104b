import { generateKeyPairSync } from 'node:crypto';
import { chatMessageBody, startFakeKick } from '../../demo/fake-kick';
import type { FakeKick } from '../../demo/fake-kick';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { loadConfig } from '../config';
import { on } from '../events';
import type { PlatformEvents } from '../events';

describe.each(testDialects())('Kick chat webhook (%s)', (dialect) => {
  let t: TestApp;
  let kick: FakeKick;
  const heard: Omit<PlatformEvents['chat.message'], 'db'>[] = [];
  let off: (() => void) | undefined;

  beforeAll(async () => {
    kick = await startFakeKick();
    t = await buildTestApp(dialect, {
      config: { kickApi: { ...loadConfig({}).kickApi, baseUrl: kick.url } },
    });
    off = on('chat.message', async ({ db: _db, ...m }) => {
      heard.push(m);
    });
  });
  afterAll(async () => {
    off?.();
    await t?.close();
    await kick?.close();
  });
  beforeEach(() => {
    heard.length = 0;
  });

  const post = (body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/kick', payload: body, headers });

  it('accepts a chat message signed with Kick’s key (fetched from the API) and emits it once', async () => {
    const body = chatMessageBody({ id: 4242, username: 'viewer_one' }, '<b>!join</b>');
    const headers = kick.webhookHeaders(body, { messageId: 'msg-valid-1' });
    const res = await post(body, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(heard).toEqual([
      expect.objectContaining({
        messageId: 'msg-valid-1',
        kickUserId: '4242',
        username: 'viewer_one',
        text: '<b>!join</b>',
      }),
    ]);
    const row = await t.db
      .selectFrom('kick_webhook_events')
      .selectAll()
      .where('message_id', '=', 'msg-valid-1')
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBe('processed');

    // The same delivery again (Kick's retry, or a captured request replayed): 200, nothing new.
    const again = await post(body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, duplicate: true });
    expect(heard).toHaveLength(1);
  });

  it('refuses a body signed with another key, a tampered body and a forged signature', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const body = chatMessageBody({ id: 1, username: 'mallory' }, '!join');
    const wrongKey = await post(body, kick.webhookHeaders(body, { key: other }));
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ message: 'Invalid webhook signature' });

    const headers = kick.webhookHeaders(body);
    const tampered = await post(body.replace('!join', '!call x'), headers);
    expect(tampered.statusCode).toBe(401);

    const forged = await post(body, {
      ...kick.webhookHeaders(body),
      'kick-event-signature': 'AAAA',
    });
    expect(forged.statusCode).toBe(401);
    expect(heard).toEqual([]);
  });

  it('refuses unsigned deliveries and ones older than five minutes or from the future', async () => {
    const body = chatMessageBody({ id: 2, username: 'late' }, '!join');
    const unsigned = await post(body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ message: 'Unsigned webhook' });

    const old = new Date(Date.now() - 6 * 60_000).toISOString();
    const stale = await post(body, kick.webhookHeaders(body, { timestamp: old }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      message: 'Webhook timestamp outside the accepted window',
    });

    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    expect((await post(body, kick.webhookHeaders(body, { timestamp: future }))).statusCode).toBe(
      400,
    );
    const garbage = await post(body, kick.webhookHeaders(body, { timestamp: 'yesterday' }));
    expect(garbage.statusCode).toBe(400);
    expect(heard).toEqual([]);
  });

  it('answers 200 to other event types and malformed payloads without emitting', async () => {
    const follow = JSON.stringify({ follower: { user_id: 5, username: 'f' } });
    const res = await post(follow, kick.webhookHeaders(follow, { type: 'channel.followed' }));
    expect(res.statusCode).toBe(200);
    const junk = '{"content": 5}';
    expect((await post(junk, kick.webhookHeaders(junk))).statusCode).toBe(200);
    expect(heard).toEqual([]);
  });

  it('accepts many distinct deliveries at once, each exactly once', async () => {
    const bodies = Array.from({ length: 12 }, (_, i) =>
      chatMessageBody({ id: 100 + i, username: `v${i}` }, `hello ${i}`),
    );
    const signed = bodies.map((b, i) => ({
      b,
      h: kick.webhookHeaders(b, { messageId: `burst-${i}` }),
    }));
    // Each delivered twice, concurrently.
    const results = await Promise.all([...signed, ...signed].map(({ b, h }) => post(b, h)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(heard.map((m) => m.messageId).sort()).toEqual(signed.map((_, i) => `burst-${i}`).sort());
  });

  it('while Kick’s key cannot be fetched, forged deliveries cost a few fetches, backing off (5 s doubling)', async () => {
    let now = Date.now();
    const clock = () => new Date(now);
    const fresh = await buildTestApp(dialect, {
      clock,
      config: { kickApi: { ...loadConfig({}).kickApi, baseUrl: kick.url } },
    });
    const send = (body: string, headers: Record<string, string>) =>
      fresh.app.inject({ method: 'POST', url: '/api/webhooks/kick', payload: body, headers });
    const forged = (i: number) => {
      const body = chatMessageBody({ id: 900 + i, username: `forger${i}` }, '!join');
      return send(body, {
        ...kick.webhookHeaders(body, { timestamp: clock().toISOString() }),
        'kick-event-signature': Buffer.from(`forged ${i}`).toString('base64'),
      });
    };
    const fetchesSince = (() => {
      let mark = kick.keyFetches();
      return () => {
        const n = kick.keyFetches() - mark;
        mark = kick.keyFetches();
        return n;
      };
    })();
    try {
      // No key yet, and the endpoint fails: 50 forged deliveries, 25 of them at once.
      kick.failKey(500);
      const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => forged(i)));
      for (let i = 25; i < 50; i++) burst.push(await forged(i));
      expect(burst.every((r) => r.statusCode === 503)).toBe(true);
      expect(fetchesSince()).toBe(1);

      // The backoff: 5 s, then 10 s, then 20 s…
      now += 4_999;
      expect((await forged(50)).statusCode).toBe(503);
      expect(fetchesSince()).toBe(0);
      now += 1;
      expect((await forged(51)).statusCode).toBe(503);
      expect(fetchesSince()).toBe(1);
      now += 9_999;
      expect((await forged(52)).statusCode).toBe(503);
      expect(fetchesSince()).toBe(0);
      now += 1;
      expect((await forged(53)).statusCode).toBe(503);
      expect(fetchesSince()).toBe(1);

      // The endpoint is back: after the backoff a genuine delivery fetches the key and passes.
      kick.failKey(null);
      now += 20_000;
      const body = chatMessageBody({ id: 77, username: 'genuine' }, 'hi');
      const ok = await send(body, kick.webhookHeaders(body, { timestamp: clock().toISOString() }));
      expect(ok.statusCode).toBe(200);
      expect(fetchesSince()).toBe(1);

      // A cached key over a minute old is refetched after a failed check (Kick may rotate it);
      // with the endpoint failing again, 50 forged deliveries cost one fetch, not 50.
      now += 61_000;
      kick.failKey(503);
      const refused = [];
      for (let i = 60; i < 110; i++) refused.push((await forged(i)).statusCode);
      expect(refused.every((s) => s === 401)).toBe(true);
      expect(fetchesSince()).toBe(1);
      // The cached key still verifies genuine deliveries meanwhile.
      const later = chatMessageBody({ id: 78, username: 'genuine' }, 'still here');
      expect(
        (await send(later, kick.webhookHeaders(later, { timestamp: clock().toISOString() })))
          .statusCode,
      ).toBe(200);
      expect(fetchesSince()).toBe(0);
    } finally {
      kick.failKey(null);
      await fresh.close();
    }
  });
});
