import { randomBytes } from 'node:crypto';
import { createFeed, createPlatform } from './areas/community/testing';
import { keyId, secretBox, installSecretKeys } from './core/secrets/secrets';
import { upsertSetting } from './core/settings/repository';
import { createMember } from './core/users/factories';
import { resealSecrets } from './platform';
import { buildTestApp, headersOf, TEST_SECRET_KEYS, testDialects } from './test/app';
import type { TestApp } from './test/app';

const TOKEN = 'tipping-token-plain-0123456789';
const FEED_TOKEN = 'roobet-feed-token-plain-abcdef';
const WEBHOOK = 'https://discord.com/api/webhooks/123/webhook-secret-plain-xyz';

describe.each(testDialects())('Secrets at rest (%s)', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = headersOf(await t.login(await createMember(t.db, { role: 'admin' })));
  });
  afterAll(() => t.close());
  afterEach(() => installSecretKeys(TEST_SECRET_KEYS));

  /** Every stored secret as the database holds it. */
  async function stored() {
    const providers = await t.db.selectFrom('payout_providers').select('api_token').execute();
    const feeds = await t.db.selectFrom('platform_feeds').select('config_json').execute();
    const settings = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'stream.discord_webhook_url')
      .execute();
    return JSON.stringify({ providers, feeds, settings });
  }

  /** What the admin screens answer (payouts, stream, leaderboards), as one text. */
  async function adminAnswers() {
    const urls = ['/api/admin/payouts', '/api/admin/stream', '/api/admin/community/leaderboard'];
    const bodies: string[] = [];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect([url, res.statusCode]).toEqual([url, 200]);
      bodies.push(res.body);
    }
    return bodies.join('\n');
  }

  it('seals plain rows left by older versions, once, and the admin APIs never answer them', async () => {
    const p = await createPlatform(t.db, { name: 'Plain Casino' });
    const at = new Date().toISOString();
    await t.db
      .insertInto('payout_providers')
      .values({
        platform_id: p.id,
        enabled: 1,
        api_url: 'https://tips.example/api',
        api_token: TOKEN,
        per_payout_cap_cents: 1000,
        daily_cap_cents: 1000,
        approval_threshold_cents: 1000,
        updated_by: null,
        updated_at: at,
      })
      .execute();
    await createFeed(t.db, p.id, 'roobet', {
      baseUrl: 'https://roobet.example',
      token: FEED_TOKEN,
      userId: 'u1',
    });
    await upsertSetting(t.db, 'stream.discord_webhook_url', WEBHOOK, at);
    expect(await stored()).toContain(TOKEN);

    // Before and after sealing, nothing the admin screens answer holds a secret.
    for (const s of [TOKEN, FEED_TOKEN, 'webhook-secret'])
      expect(await adminAnswers()).not.toContain(s);

    const report = await resealSecrets(t.db);
    expect(report).toMatchObject({ sealed: 3, rotated: 0 });
    const rows = await stored();
    for (const s of [TOKEN, FEED_TOKEN, 'webhook-secret']) expect(rows).not.toContain(s);
    expect(rows).toContain(`v1:${keyId(TEST_SECRET_KEYS.current)}:`);
    // A second pass changes nothing (every start runs it).
    expect(await resealSecrets(t.db)).toMatchObject({ sealed: 0, rotated: 0, stored: 3 });

    const answers = await adminAnswers();
    for (const s of [TOKEN, FEED_TOKEN, 'webhook-secret']) expect(answers).not.toContain(s);
    expect(answers).toContain('"has_token":true');
    expect(answers).toMatch(/"token":"••••/);

    // What reads them gets the plain values back.
    const provider = await t.db
      .selectFrom('payout_providers')
      .select('api_token')
      .where('platform_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(secretBox().open(provider.api_token)).toBe(TOKEN);
  });

  it('stores what admins save sealed, and keeps it when the form comes back masked', async () => {
    const p = await createPlatform(t.db, { name: 'Saved Casino' });
    const save = (api_token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/payouts/providers/${p.id}`,
        headers: admin,
        payload: {
          enabled: true,
          api_url: 'https://tips.example/api',
          api_token,
          per_payout_cap: 10,
          daily_cap: 10,
          approval_threshold: 10,
        },
      });
    expect((await save('saved-token-9876543210')).statusCode).toBe(200);
    const read = async () =>
      (
        await t.db
          .selectFrom('payout_providers')
          .select('api_token')
          .where('platform_id', '=', p.id)
          .executeTakeFirstOrThrow()
      ).api_token;
    const first = await read();
    expect(first).toMatch(/^v1:/);
    expect(secretBox().open(first)).toBe('saved-token-9876543210');
    expect((await save('')).statusCode).toBe(200);
    expect(await read()).toBe(first);

    const stream = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stream',
      headers: admin,
      payload: {
        kick_chat_enabled: true,
        join_keyword: '!join',
        call_command: '!call',
        announce_kick: false,
        discord_webhook: 'https://discord.com/api/webhooks/9/saved-hook-secret',
        announce_giveaways: true,
        announce_hunts: true,
        announce_leaderboards: true,
      },
    });
    expect(stream.statusCode).toBe(200);
    expect(await stored()).not.toContain('saved-hook-secret');
    expect(await adminAnswers()).not.toContain('saved-hook-secret');
  });

  it('rotates: previous keys still open, --rotate re-seals everything under the new key', async () => {
    const next = { current: randomBytes(32), previous: [TEST_SECRET_KEYS.current] };
    installSecretKeys(next);
    // Until the rotation, the old values open through SECRET_KEY_PREVIOUS.
    expect(await adminAnswers()).toContain('"has_token":true');
    expect(await resealSecrets(t.db)).toMatchObject({ sealed: 0, rotated: 0 });
    const report = await resealSecrets(t.db, { rotate: true });
    expect(report.rotated).toBe(report.stored);
    expect(report.stored).toBeGreaterThanOrEqual(4);
    const rows = await stored();
    expect(rows).not.toContain(`v1:${keyId(TEST_SECRET_KEYS.current)}:`);
    expect(rows).toContain(`v1:${keyId(next.current)}:`);

    // Without the key that sealed them, the start refuses (nothing is written).
    installSecretKeys({ current: randomBytes(32), previous: [] });
    await expect(resealSecrets(t.db)).rejects.toThrow(
      /neither SECRET_KEY nor in SECRET_KEY_PREVIOUS/,
    );
    // No key at all (production without SECRET_KEY): refuses to start, and to store one.
    installSecretKeys(null);
    await expect(resealSecrets(t.db)).rejects.toThrow(/SECRET_KEY is not set/);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/providers/${(await createPlatform(t.db, { name: 'No Key' })).id}`,
      headers: admin,
      payload: {
        enabled: true,
        api_url: 'https://tips.example/api',
        api_token: 'never-stored-plain',
        per_payout_cap: 10,
        daily_cap: 10,
        approval_threshold: 10,
      },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/SECRET_KEY/);
    expect(await stored()).not.toContain('never-stored-plain');

    // Rotating back leaves the rows under the test key for the other tests.
    installSecretKeys({ current: TEST_SECRET_KEYS.current, previous: [next.current] });
    await resealSecrets(t.db, { rotate: true });
  });
});
