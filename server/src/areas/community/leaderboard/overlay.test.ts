import { defaultOverlaySettings } from '@lobby/shared-api/contract';
import { createMember } from '../../../core/users/factories';
import type { SessionHeaders, TestApp } from '../../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import { createLeaderboard, createPlatform } from './factories';

describe.each(testDialects())('GET /api/overlay/leaderboard (%s)', (dialect) => {
  let t: TestApp;
  let admin: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await t.login(await createMember(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('overlay_keys').execute();
  });

  async function keyFor(platform: string, top = 3) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/overlays',
      headers: headersOf(admin),
      payload: {
        kind: 'leaderboard',
        name: 'Board',
        settings: { ...defaultOverlaySettings('leaderboard'), platform, top },
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().key as string;
  }

  it('shows the top N of the platform’s running period with prizes and its end', async () => {
    const p = await createPlatform(t.db, { name: 'Roobet' });
    const lb = await createLeaderboard(t.db, {
      platformId: p.id,
      prizes: [500_00, 250_00],
      entries: [
        { username: 'alpha', wagered: 9_000_00 },
        { username: 'bravo', wagered: 7_000_00 },
        { username: 'charlie', wagered: 5_000_00 },
        { username: 'delta', wagered: 1_000_00 },
      ],
    });
    const res = await t.app.inject(`/api/overlay/leaderboard?key=${await keyFor(p.slug)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body.channels).toEqual(['leaderboard']);
    expect(body.data).toMatchObject({
      platform: { slug: p.slug, name: 'Roobet' },
      period: { end: lb.period_end },
      prize_pool: 750,
      rows: [
        { rank: 1, name: 'alpha', wagered: 9000, prize: 500 },
        { rank: 2, name: 'bravo', wagered: 7000, prize: 250 },
        { rank: 3, name: 'charlie', wagered: 5000, prize: null },
      ],
    });
  });

  it('masks names where the platform masks them', async () => {
    const p = await createPlatform(t.db, { mask_usernames: 1 });
    await createLeaderboard(t.db, {
      platformId: p.id,
      entries: [{ username: 'secretplayer', wagered: 1_00 }],
    });
    const body = (
      await t.app.inject(`/api/overlay/leaderboard?key=${await keyFor(p.slug)}`)
    ).json();
    expect(body.data.rows[0].name).not.toBe('secretplayer');
  });

  it('says when the platform has no running period, or no longer exists', async () => {
    const p = await createPlatform(t.db);
    const none = (
      await t.app.inject(`/api/overlay/leaderboard?key=${await keyFor(p.slug)}`)
    ).json();
    expect(none.data).toMatchObject({ platform: { slug: p.slug }, period: null, rows: [] });
    const gone = (
      await t.app.inject(`/api/overlay/leaderboard?key=${await keyFor('gone')}`)
    ).json();
    expect(gone.data).toMatchObject({ platform: null, rows: [] });
  });

  it('answers a wrong key with 404 and no data', async () => {
    const p = await createPlatform(t.db);
    await createLeaderboard(t.db, { platformId: p.id, entries: 2 });
    await keyFor(p.slug);
    const res = await t.app.inject(`/api/overlay/leaderboard?key=ovl_${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });
});
