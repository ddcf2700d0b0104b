import { createCasinoLink, createPlatform } from '../../areas/community/testing';
import { sessionCookie, whoAmI } from '../../test/accounts';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { SessionHeaders, TestApp } from '../../test/app';
import { startFakeOAuth } from '../../test/fake-oauth';
import type { FakeOAuth } from '../../test/fake-oauth';
import { changePoints, findLedgerMismatches } from '../ledger/points';
import { createMember } from '../users/factories';

const PUBLIC_URL = 'http://lobby.test';

describe.each(testDialects())('Admin › Members (%s)', (dialect) => {
  let t: TestApp;
  let fake: FakeOAuth;
  let admin: SessionHeaders;
  let moderator: SessionHeaders;
  let adminId: number;
  let moderatorId: number;

  beforeAll(async () => {
    fake = await startFakeOAuth();
    t = await buildTestApp(dialect, {
      config: {
        demoLogin: true,
        publicUrl: PUBLIC_URL,
        discord: fake.discordConfig([]),
        discordClientId: 'discord-client',
      },
    });
    adminId = (await createMember(t.db, { username: 'boss', role: 'admin' })).id;
    moderatorId = (await createMember(t.db, { username: 'mod', role: 'moderator' })).id;
    admin = await t.login({ id: adminId });
    moderator = await t.login({ id: moderatorId });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (url: string, s: SessionHeaders) =>
    t.app.inject({ method: 'GET', url, headers: headersOf(s) });
  const send = (method: 'POST' | 'PATCH', url: string, s: SessionHeaders, payload: object = {}) =>
    t.app.inject({ method, url, headers: headersOf(s), payload });
  const auditRows = (action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('searches by name, Discord id or Kick name, paged, and filters banned and staff', async () => {
    await createMember(t.db, { username: 'searchy_alpha', global_name: 'Zed Zulu' });
    await createMember(t.db, { username: 'searchy_beta', discord_id: '880011223344' });
    await createMember(t.db, { username: 'other', kick_username: 'KickSearchy' });
    await createMember(t.db, { username: 'under_score' });
    await createMember(t.db, { username: 'underXscore' });

    const names = async (q: string, extra = '') => {
      const res = await get(`/api/admin/members?q=${encodeURIComponent(q)}${extra}`, moderator);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { username: string }[] }).data.map((m) => m.username);
    };
    expect(await names('SEARCHY')).toEqual(['other', 'searchy_alpha', 'searchy_beta']);
    expect(await names('zulu')).toEqual(['searchy_alpha']);
    expect(await names('880011223344')).toEqual(['searchy_beta']);
    // LIKE wildcards are matched literally.
    expect(await names('under_')).toEqual(['under_score']);
    expect(await names('', '&status=staff')).toEqual(['mod', 'boss']);

    for (let i = 0; i < 26; i++) await createMember(t.db, { username: `pager_${i}` });
    const p1 = (await get('/api/admin/members?q=pager_', moderator)).json();
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, per_page: 25, total: 26 });
    const p2 = (await get('/api/admin/members?q=pager_&page=2', moderator)).json();
    expect(p2.data).toHaveLength(1);

    const bad = await get(`/api/admin/members?page=0&q=${'x'.repeat(101)}`, moderator);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'q']);
  });

  it('shows a member: points, XP, ledger with reasons, live sessions, activity', async () => {
    const m = await createMember(t.db, { username: 'viewed', xp: 1234 });
    await changePoints(t.db, { userId: m.id, delta: 500, reason: 'daily_claim' });
    await changePoints(t.db, { userId: m.id, delta: -200, reason: 'store_redemption' });
    await t.login(m);
    const roo = await createPlatform(t.db, { name: 'Roobet' });
    await createCasinoLink(t.db, m.id, roo.id, 'ViewedOnRoo', { status: 'pending' });
    const res = await get(`/api/admin/members/${m.id}`, moderator);
    expect(res.statusCode).toBe(200);
    const { member } = res.json();
    expect(member).toMatchObject({ id: m.id, username: 'viewed', points: 300, xp: 1234 });
    expect(
      member.ledger.map((l: { delta: number; reason: string }) => [l.delta, l.reason]),
    ).toEqual([
      [-200, 'store_redemption'],
      [500, 'daily_claim'],
    ]);
    expect(member.sessions).toHaveLength(1);
    expect(member.sessions[0].id).toHaveLength(12);
    expect(member.sessions[0].current).toBe(false);
    expect(Array.isArray(member.activity)).toBe(true);
    expect(member.casino_links).toEqual([
      expect.objectContaining({ platform: 'Roobet', username: 'ViewedOnRoo', status: 'pending' }),
    ]);

    const ledger = (await get(`/api/admin/members/${m.id}/ledger?page=1`, moderator)).json();
    expect(ledger).toMatchObject({ total: 2, last_page: 1 });
    expect((await get('/api/admin/members/999999', moderator)).statusCode).toBe(404);
    expect((await get('/api/admin/members/abc', moderator)).statusCode).toBe(400);
  });

  it('changes a role (admin only, audited); nobody changes their own role', async () => {
    const m = await createMember(t.db, { username: 'promoted' });
    expect(
      (await send('PATCH', `/api/admin/members/${m.id}/role`, moderator, { role: 'vip' }))
        .statusCode,
    ).toBe(403);
    const res = await send('PATCH', `/api/admin/members/${m.id}/role`, admin, {
      role: 'moderator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.role).toBe('moderator');
    const rows = await auditRows('member.role');
    expect(rows.at(-1)).toMatchObject({
      actor_id: adminId,
      area: 'members',
      entity: 'user',
      entity_id: String(m.id),
    });
    expect(JSON.parse(rows.at(-1)!.before_json!)).toEqual({ role: 'member' });
    expect(JSON.parse(rows.at(-1)!.after_json!)).toEqual({ role: 'moderator' });

    const self = await send('PATCH', `/api/admin/members/${adminId}/role`, admin, {
      role: 'member',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own role.');
    const bad = await send('PATCH', `/api/admin/members/${m.id}/role`, admin, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.role).toBeDefined();
  });

  it('adjusts points with a reason: one ledger row, one audit row, a notification', async () => {
    const m = await createMember(t.db, { username: 'adjusted' });
    await changePoints(t.db, { userId: m.id, delta: 100, reason: 'opening_balance' });
    const url = `/api/admin/members/${m.id}/points`;
    // Above the moderators' limit (1,000 by default) an adjustment is an admin's.
    const big = await send('POST', url, moderator, { delta: 5000, reason: 'nice' });
    expect(big.statusCode).toBe(403);
    expect(big.json().message).toBe(
      "Moderators may adjust a member's points by at most 1,000 points at once; ask an admin.",
    );

    const missing = await send('POST', url, admin, { delta: 0, reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['delta', 'reason']);

    const res = await send('POST', url, admin, { delta: 250, reason: 'Stream giveaway winner' });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.points).toBe(350);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(ledger.map((l) => [l.delta, l.reason, l.ref_type])).toEqual([
      [100, 'opening_balance', null],
      [250, 'Stream giveaway winner', 'admin_adjustment'],
    ]);
    const rows = (await auditRows('member.points')).filter((r) => r.entity_id === String(m.id));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({
      points: 350,
      delta: 250,
      reason: 'Stream giveaway winner',
    });
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(note.message).toBe('+250 points: Stream giveaway winner');

    // Not below zero: nothing is written.
    const over = await send('POST', url, admin, { delta: -351, reason: 'Chargeback' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.delta).toEqual(['The member has only 350 points']);
    expect(await auditRows('member.points')).toHaveLength(rows.length);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('bans: sessions end at once, demo and Discord login are refused; unban lets them back', async () => {
    fake.state.discordUser = { id: '5550001', username: 'banme', email: null };
    const m = await createMember(t.db, { username: 'banme', discord_id: '5550001' });
    const s1 = await t.login(m);
    const s2 = await t.login(m);
    expect((await whoAmI(t.app, s1.cookie)).user?.id).toBe(m.id);

    const empty = await send('POST', `/api/admin/members/${m.id}/ban`, moderator, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toBeDefined();
    const res = await send('POST', `/api/admin/members/${m.id}/ban`, moderator, {
      reason: 'Spamming the chat',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({
      ban_reason: 'Spamming the chat',
      banned_by: { id: moderatorId, username: 'mod' },
      sessions: [],
    });
    expect(res.json().member.banned_at).toEqual(expect.any(String));
    for (const s of [s1, s2]) expect((await whoAmI(t.app, s.cookie)).user).toBeNull();
    const again = await send('POST', `/api/admin/members/${m.id}/ban`, moderator, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);

    // Demo login: a clear refusal.
    const anon = await t.anonymous();
    const demo = await t.app.inject({
      method: 'POST',
      url: '/auth/demo',
      headers: headersOf(anon),
      payload: { username: 'banme' },
    });
    expect(demo.statusCode).toBe(403);
    expect(demo.json().message).toBe('This account is banned');

    // Discord login: back to /login?error=banned without a session.
    const anon2 = await t.anonymous();
    const start = await t.app.inject({
      method: 'GET',
      url: '/auth/discord',
      headers: { cookie: anon2.cookie },
    });
    const back = await fake.authorize(start.headers.location as string);
    const cb = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: anon2.cookie },
    });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/login?error=banned');
    expect(sessionCookie(cb)).toBeNull();
    expect(
      await t.db.selectFrom('sessions').where('user_id', '=', m.id).selectAll().execute(),
    ).toEqual([]);

    // A session that exists anyway (written before the ban took hold) is logged out on use.
    const late = await t.login(m);
    expect((await whoAmI(t.app, late.cookie)).user).toBeNull();
    expect(
      await t.db.selectFrom('sessions').where('user_id', '=', m.id).selectAll().execute(),
    ).toEqual([]);

    const unban = await send('POST', `/api/admin/members/${m.id}/unban`, moderator);
    expect(unban.statusCode).toBe(200);
    expect(unban.json().member).toMatchObject({ banned_at: null, ban_reason: null });
    expect((await send('POST', `/api/admin/members/${m.id}/unban`, moderator)).statusCode).toBe(
      409,
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/demo',
      headers: headersOf(await t.anonymous()),
      payload: { username: 'banme' },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await auditRows('member.ban')).filter((r) => r.entity_id === String(m.id)),
    ).toHaveLength(1);
    expect(
      (await auditRows('member.unban')).filter((r) => r.entity_id === String(m.id)),
    ).toHaveLength(1);
  });

  it('ends one session of a member (audited); the other session stays logged in', async () => {
    const m = await createMember(t.db, { username: 'twobrowsers' });
    const phone = await t.login(m);
    const laptop = await t.login(m);
    const detail = (await get(`/api/admin/members/${m.id}`, moderator)).json().member;
    expect(detail.sessions).toHaveLength(2);
    // End one of the two (whichever it is), then exactly one browser is logged out.
    const phoneHandle = detail.sessions[0].id as string;
    const del = (handle: string, s: SessionHeaders, id = m.id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/members/${id}/sessions/${handle}`,
        headers: headersOf(s),
      });
    const res = await del(phoneHandle, moderator);
    expect(res.statusCode).toBe(200);
    expect(res.json().member.sessions).toHaveLength(1);
    expect(res.json().member.sessions[0].id).not.toBe(phoneHandle);
    const who = await Promise.all([phone, laptop].map((s) => whoAmI(t.app, s.cookie)));
    expect(who.filter((w) => w.user?.id === m.id)).toHaveLength(1);
    const rows = (await auditRows('member.session_end')).filter(
      (r) => r.entity_id === String(m.id),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: moderatorId, area: 'members' });
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ session: phoneHandle });

    // Gone already, unknown, malformed, another member's: 404 / 400, nothing more audited.
    expect((await del(phoneHandle, moderator)).statusCode).toBe(404);
    expect((await del('0123456789ab', moderator)).statusCode).toBe(404);
    const bad = await del('not-a-handle', moderator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.session).toBeDefined();
    const other = await createMember(t.db, { username: 'someoneelse' });
    const left = res.json().member.sessions[0].id as string;
    expect((await del(left, moderator, other.id)).statusCode).toBe(404);
    expect(await auditRows('member.session_end')).toHaveLength(1);

    // A moderator cannot end an admin's session; the admin sees their own marked current.
    const adminView = (await get(`/api/admin/members/${adminId}`, admin)).json().member;
    const mine = adminView.sessions.find((s: { current: boolean }) => s.current);
    expect(mine).toBeDefined();
    const refused = await del(mine.id, moderator, adminId);
    expect(refused.statusCode).toBe(403);
    // Members and visitors are refused by the guard.
    const plain = await t.login(await createMember(t.db, { username: 'plain2' }));
    expect((await del(left, plain)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/members/${m.id}/sessions/${left}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('nobody bans themselves or an admin; only an admin bans a moderator', async () => {
    const otherMod = await createMember(t.db, { username: 'mod2', role: 'moderator' });
    const ban = (id: number, s: SessionHeaders) =>
      send('POST', `/api/admin/members/${id}/ban`, s, { reason: 'Testing rules' });
    expect((await ban(moderatorId, moderator)).json().message).toBe('You cannot ban yourself.');
    expect((await ban(adminId, moderator)).statusCode).toBe(403);
    const r = await ban(otherMod.id, moderator);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Only an admin can ban a moderator');
    expect((await ban(otherMod.id, admin)).statusCode).toBe(200);
  });

  it('refuses members and visitors', async () => {
    const member = await t.login(await createMember(t.db, { username: 'plain' }));
    expect((await get('/api/admin/members', member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/members' })).statusCode).toBe(401);
  });
});
