import { createFriendship } from '../../../core/friends/factories';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createAchievement, unlockAchievement } from '../achievements/factories';

describe.each(testDialects())('user profiles (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const spin = await createMember(t.db, {
      username: 'spinwizard',
      global_name: 'Spin Wizard',
      avatar: '/media/demo/avatar-spinwizard.svg',
      email: 'spinwizard@example.com',
      time_zone: 'Europe/Berlin',
    });
    const lou = await createMember(t.db, { username: 'lucky_lou' });
    const tess = await createMember(t.db, { username: 'tumble_tess' });
    const pete = await createMember(t.db, { username: 'pixelpete' });
    await createMember(t.db, { username: 'admin', role: 'admin' });
    await createFriendship(t.db, { requesterId: spin.id, addresseeId: lou.id, status: 'accepted' });
    await createFriendship(t.db, { requesterId: tess.id, addresseeId: spin.id, status: 'pending' });
    await createFriendship(t.db, { requesterId: spin.id, addresseeId: pete.id, status: 'pending' });
    for (const at of ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']) {
      const achievement = await createAchievement(t.db);
      await unlockAchievement(t.db, { userId: spin.id, achievementId: achievement.id, at });
    }
  });
  afterAll(() => t.close());

  it('finds a member by id or username; private fields only for themself', async () => {
    const byName = await t.app.inject('/api/r/user/SpinWizard');
    expect(byName.statusCode).toBe(200);
    const profile = byName.json().data;
    expect(profile).toMatchObject({
      username: 'spinwizard',
      name: 'Spin Wizard',
      role: 'member',
      avatar: '/media/demo/avatar-spinwizard.svg',
    });
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('time_zone');
    const byId = (await t.app.inject(`/api/r/user/${profile.id}`)).json().data;
    expect(byId).toEqual(profile);

    const me = await t.login('spinwizard');
    const own = (
      await t.app.inject({ url: '/api/r/user/spinwizard', headers: { cookie: me.cookie } })
    ).json().data;
    expect(own.email).toBe('spinwizard@example.com');
    expect(typeof own.time_zone).toBe('string');
    const other = await t.login('lucky_lou');
    const seen = (
      await t.app.inject({ url: '/api/r/user/spinwizard', headers: { cookie: other.cookie } })
    ).json().data;
    expect(seen).not.toHaveProperty('email');
  });

  it('tells the viewer how they stand with the member, and how many achievements the member has', async () => {
    const view = async (username: string, as: string | null) => {
      const headers = as ? headersOf(await t.login(as)) : {};
      const res = await t.app.inject({ url: `/api/r/user/${username}`, headers });
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json().data as { friendship: unknown; achievements_count: number };
    };
    const requestId = async (a: string, b: string) => {
      const ids = await t.db
        .selectFrom('users')
        .select('id')
        .where('username', 'in', [a, b])
        .execute();
      const row = await t.db
        .selectFrom('friendships')
        .select('id')
        .where('user_low', '=', Math.min(...ids.map((r) => r.id)))
        .where('user_high', '=', Math.max(...ids.map((r) => r.id)))
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };

    expect((await view('spinwizard', null)).friendship).toBeNull();
    expect((await view('spinwizard', 'spinwizard')).friendship).toEqual({
      status: 'self',
      request_id: null,
    });
    // spinwizard and lucky_lou are friends; tumble_tess asked spinwizard; spinwizard asked pixelpete.
    expect((await view('lucky_lou', 'spinwizard')).friendship).toEqual({
      status: 'friends',
      request_id: null,
    });
    expect((await view('spinwizard', 'lucky_lou')).friendship).toEqual({
      status: 'friends',
      request_id: null,
    });
    const incoming = await requestId('tumble_tess', 'spinwizard');
    expect((await view('tumble_tess', 'spinwizard')).friendship).toEqual({
      status: 'pending_incoming',
      request_id: incoming,
    });
    expect((await view('spinwizard', 'tumble_tess')).friendship).toEqual({
      status: 'pending_outgoing',
      request_id: incoming,
    });
    const outgoing = await requestId('spinwizard', 'pixelpete');
    expect((await view('pixelpete', 'spinwizard')).friendship).toEqual({
      status: 'pending_outgoing',
      request_id: outgoing,
    });
    expect((await view('admin', 'spinwizard')).friendship).toEqual({
      status: 'none',
      request_id: null,
    });

    // A request sent from the profile shows at once on the next lookup.
    const me = headersOf(await t.login('spinwizard'));
    const admin = (await t.app.inject('/api/r/user/admin')).json().data;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/friends/requests',
      headers: me,
      payload: { user_id: admin.id },
    });
    expect(sent.statusCode).toBe(201);
    expect((await view('admin', 'spinwizard')).friendship).toEqual({
      status: 'pending_outgoing',
      request_id: await requestId('spinwizard', 'admin'),
    });

    const spin = await view('spinwizard', null);
    const unlocked = await t.db
      .selectFrom('user_achievements')
      .innerJoin('users', 'users.id', 'user_achievements.user_id')
      .select('user_achievements.id')
      .where('users.username', '=', 'spinwizard')
      .execute();
    expect(unlocked).toHaveLength(2);
    expect(spin.achievements_count).toBe(2);
    expect((await view('lucky_lou', null)).achievements_count).toBe(0);
  });

  it('answers 404 for an unknown member and 400 for a too long name', async () => {
    const res = await t.app.inject('/api/r/user/nobody_here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'User not found' });
    expect((await t.app.inject('/api/r/user/999999')).statusCode).toBe(404);
    expect((await t.app.inject(`/api/r/user/${'x'.repeat(80)}`)).statusCode).toBe(400);
  });
});
