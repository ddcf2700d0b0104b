import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createSlots } from '../slots/factories';
import { createHunt, createPrediction } from './factories';

const URL = '/api/admin/engagement/bonus-hunts';

describe.each(testDialects())('Admin › Bonus hunts (%s)', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let slotId: number;
  const heard: unknown[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const mod = await createMember(t.db, { role: 'moderator', username: 'mod' });
    staff = headersOf(await t.login(mod));
    const [slot] = await createSlots(t.db, [
      { name: 'Thunder Llama', provider: 'Llama Works', image: '/media/demo/slots/llama.svg' },
    ]);
    slotId = slot!.id;
    t.app.live.bus.subscribe(['hunts'], (m) => heard.push(m));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

  it('refuses visitors and members', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const member = headersOf(await t.login(await createMember(t.db)));
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: member,
      payload: { name: 'x', start_balance: 1 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('runs a hunt: create, slots, predictions open/close, wins, complete → ranked, paid, notified', async () => {
    const bad = await call('POST', URL, { name: '', start_balance: -5, prize_points: [0] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'name',
      'prize_points.0',
      'start_balance',
    ]);

    const created = await call('POST', URL, {
      name: 'Sunday Hunt',
      start_balance: 500,
      prize_points: [300, 100],
    });
    expect(created.statusCode).toBe(200);
    const hunt = created.json().data;
    expect(hunt).toMatchObject({
      name: 'Sunday Hunt',
      start_balance: 500,
      is_active: true,
      predictions_active: true,
      prize_points: [300, 100],
      games: [],
    });
    expect(heard).toContainEqual({
      channel: 'hunts',
      payload: { type: 'created', hunt_id: hunt.id },
    });
    const live: unknown[] = [];
    t.app.live.bus.subscribe([`hunt:${hunt.id}`], (m) => live.push(m.payload));

    const a = await call('POST', `${URL}/${hunt.id}/games`, { slot_id: slotId, bet: 2 });
    expect(a.json().data.games[0]).toMatchObject({
      slot_name: 'Thunder Llama',
      slot_provider: 'Llama Works',
      slot_image: '/media/demo/slots/llama.svg',
      slot_bet: 2,
      pending_win: true,
    });
    const b = await call('POST', `${URL}/${hunt.id}/games`, { slot_name: 'Typed Slot', bet: 1 });
    const games = b.json().data.games as { id: number }[];
    expect(games).toHaveLength(2);
    expect((await call('POST', `${URL}/${hunt.id}/games`, { bet: 1 })).json().errors).toEqual({
      slot_name: ['Choose a slot'],
    });
    expect(
      (await call('POST', `${URL}/${hunt.id}/games`, { slot_id: 99999, bet: 1 })).statusCode,
    ).toBe(422);

    const [m1, m2, m3] = await Promise.all(
      ['p_close', 'p_far', 'p_tie'].map((username) => createMember(t.db, { username })),
    );
    await createPrediction(t.db, {
      huntId: hunt.id,
      userId: m1!.id,
      endBalance: 410_00,
      at: '2026-11-20T10:00:00.000Z',
    });
    await createPrediction(t.db, { huntId: hunt.id, userId: m2!.id, endBalance: 10_00 });
    // The same distance as p_close, predicted later: ranks after it.
    await createPrediction(t.db, {
      huntId: hunt.id,
      userId: m3!.id,
      endBalance: 390_00,
      at: '2026-11-20T11:00:00.000Z',
    });

    const closed = await call('PATCH', `${URL}/${hunt.id}`, { predictions_active: false });
    expect(closed.json().data.predictions_active).toBe(false);

    const early = await call('POST', `${URL}/${hunt.id}/complete`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Record the win of every slot first (2 still pending).');

    const w1 = await call('PATCH', `${URL}/${hunt.id}/games/${games[0]!.id}`, { win: 250.5 });
    expect(w1.json().data).toMatchObject({ winnings: 250.5, average_x: 125.25 });
    expect(
      (await call('PATCH', `${URL}/${hunt.id}/games/${games[1]!.id}`, { win: -1 })).statusCode,
    ).toBe(400);
    await call('PATCH', `${URL}/${hunt.id}/games/${games[1]!.id}`, { win: 149.5 });
    expect(live).toContainEqual({ type: 'games', hunt_id: hunt.id });
    expect(live).toContainEqual({ type: 'hunt', hunt_id: hunt.id });

    const done = await Promise.all([
      call('POST', `${URL}/${hunt.id}/complete`),
      call('POST', `${URL}/${hunt.id}/complete`),
      call('POST', `${URL}/${hunt.id}/complete`),
    ]);
    expect(done.map((d) => d.statusCode).sort()).toEqual([200, 422, 422]);
    const result = done.find((d) => d.statusCode === 200)!.json().data;
    expect(result).toMatchObject({ is_active: false, end_balance: 400 });
    expect(
      result.results.map((r: { user: { username: string }; points_awarded: number }) => [
        r.user.username,
        r.points_awarded,
      ]),
    ).toEqual([
      ['p_close', 300],
      ['p_tie', 100],
      ['p_far', 0],
    ]);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .select(['user_id', 'delta'])
      .where('ref_type', '=', 'bonus_hunt_prediction')
      .execute();
    expect(ledger.map((l) => [l.user_id, Number(l.delta)]).sort()).toEqual(
      [
        [m1!.id, 300],
        [m3!.id, 100],
      ].sort(),
    );
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'points'])
      .where('id', 'in', [m1!.id, m3!.id])
      .execute();
    // Apart from the achievement the closest prediction unlocks (its own ledger entries).
    const rewards = await t.db
      .selectFrom('points_ledger')
      .select(['user_id', 'delta'])
      .where('reason', '=', 'achievement')
      .where('user_id', 'in', [m1!.id, m3!.id])
      .execute();
    const rewarded = (id: number) =>
      rewards.filter((r) => r.user_id === id).reduce((a, r) => a + Number(r.delta), 0);
    expect(rewarded(m1!.id)).toBeGreaterThan(0);
    expect(rewarded(m3!.id)).toBe(0);
    expect(users.map((u) => Number(u.points) - rewarded(u.id)).sort()).toEqual([100, 300]);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'title'])
      .where('type', '=', 'bonus_hunt_won')
      .execute();
    expect(notes).toHaveLength(2);
    expect(notes.find((n) => n.user_id === m1!.id)?.title).toBe('You placed #1 in Sunday Hunt!');
    expect(live).toContainEqual({ type: 'completed', hunt_id: hunt.id });

    // A completed hunt is read-only.
    expect((await call('PATCH', `${URL}/${hunt.id}`, { name: 'x' })).statusCode).toBe(422);
    expect(
      (await call('POST', `${URL}/${hunt.id}/games`, { slot_name: 'x', bet: 1 })).statusCode,
    ).toBe(422);
    // A hunt that paid points stays in History.
    const refused = await call('DELETE', `${URL}/${hunt.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This hunt paid 400 points to 2 members: it stays in History and cannot be deleted.',
    );
    expect((await call('GET', `${URL}/${hunt.id}`)).json().data.results).toHaveLength(3);
    const publicView = (await t.app.inject('/api/r/bonus-hunts')).json();
    expect(publicView.latest_bonus_hunt).toMatchObject({ id: hunt.id, is_active: false });
    // …and it is in History with its result: $400 won from a $500 start.
    expect(publicView.past_bonus_hunts.data[0]).toMatchObject({
      id: hunt.id,
      end_balance: 400,
      profit: -100,
    });
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'bonus_hunt')
      .execute();
    expect(new Set(audits.map((x) => x.action))).toEqual(
      new Set([
        'hunt.create',
        'hunt.game_add',
        'hunt.predictions_close',
        'hunt.win_record',
        'hunt.complete',
      ]),
    );
  });

  it('removes a slot and lists hunts with counts', async () => {
    const hunt = (await call('POST', URL, { name: 'Tiny', start_balance: 10 })).json().data;
    const withGame = await call('POST', `${URL}/${hunt.id}/games`, { slot_name: 'One', bet: 1 });
    const gameId = withGame.json().data.games[0].id;
    expect((await call('DELETE', `${URL}/${hunt.id}/games/${gameId}`)).json().data.games).toEqual(
      [],
    );
    expect((await call('DELETE', `${URL}/${hunt.id}/games/${gameId}`)).statusCode).toBe(404);
    const list = (await call('GET', URL)).json();
    expect(list.data[0]).toMatchObject({ name: 'Tiny', slot_count: 0, is_active: true });
    expect(list.total).toBe(2);
  });

  it('deletes a hunt that paid nothing with its slots and predictions, audited and published', async () => {
    const hunt = (await call('POST', URL, { name: 'Mistake', start_balance: 100 })).json().data;
    await call('POST', `${URL}/${hunt.id}/games`, { slot_id: slotId, bet: 2 });
    const member = await createMember(t.db, { username: 'deleted_pred' });
    await createPrediction(t.db, { huntId: hunt.id, userId: member.id, endBalance: 50_00 });
    const live: unknown[] = [];
    t.app.live.bus.subscribe([`hunt:${hunt.id}`], (m) => live.push(m.payload));

    const res = await call('DELETE', `${URL}/${hunt.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Bonus hunt deleted.' });
    expect((await call('GET', `${URL}/${hunt.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${hunt.id}`)).statusCode).toBe(404);
    const left = await Promise.all(
      (['bonus_hunt_games', 'bonus_hunt_predictions'] as const).map((table) =>
        t.db.selectFrom(table).select('id').where('hunt_id', '=', hunt.id).execute(),
      ),
    );
    expect(left).toEqual([[], []]);
    expect(live).toEqual([{ type: 'deleted', hunt_id: hunt.id }]);
    expect(heard).toContainEqual({
      channel: 'hunts',
      payload: { type: 'deleted', hunt_id: hunt.id },
    });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'hunt.delete')
      .where('entity_id', '=', String(hunt.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.before_json))).toMatchObject({
      name: 'Mistake',
      games: [{ slot: 'Thunder Llama', bet: 200, win: null }],
      predictions: [{ user_id: member.id, end_balance: 50_00 }],
    });
    // Members cannot delete.
    const other = (await call('POST', URL, { name: 'Kept', start_balance: 1 })).json().data;
    const asMember = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${other.id}`,
      headers: headersOf(await t.login(await createMember(t.db))),
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('refuses to let a staff member who predicted record or remove a win', async () => {
    const mod = await createMember(t.db, { role: 'moderator', username: 'predicting_scorer' });
    const hunt = await createHunt(t.db, {
      slots: [
        { name: 'Slot A', bet: 100, win: null },
        { name: 'Slot B', bet: 100, win: 300 },
        { name: 'Slot C', bet: 100, win: null },
      ],
    });
    await createPrediction(t.db, { huntId: hunt.id, userId: mod.id });
    const [a, b, c] = await t.db
      .selectFrom('bonus_hunt_games')
      .select('id')
      .where('hunt_id', '=', hunt.id)
      .orderBy('position')
      .execute();
    const asMod = headersOf(await t.login(mod));
    const modCall = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: asMod, payload });
    const refusal = 'You predicted in this bonus hunt: another staff member must record its wins.';
    for (const res of [
      await modCall('PATCH', `${URL}/${hunt.id}/games/${a!.id}`, { win: 700 }),
      await modCall('PATCH', `${URL}/${hunt.id}/games/${b!.id}`, { win: null }),
      await modCall('DELETE', `${URL}/${hunt.id}/games/${b!.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(refusal);
    }
    // What does not move the end balance stays theirs to do: a bet, a slot without a win.
    expect(
      (await modCall('PATCH', `${URL}/${hunt.id}/games/${a!.id}`, { bet: 2 })).statusCode,
    ).toBe(200);
    expect((await modCall('DELETE', `${URL}/${hunt.id}/games/${c!.id}`)).statusCode).toBe(200);
    const games = await t.db
      .selectFrom('bonus_hunt_games')
      .select(['id', 'bet', 'win'])
      .where('hunt_id', '=', hunt.id)
      .orderBy('position')
      .execute();
    expect(games.map((g) => [g.id, Number(g.bet), g.win == null ? null : Number(g.win)])).toEqual([
      [a!.id, 200, null],
      [b!.id, 100, 300],
    ]);
    const refused = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', mod.id)
      .where('entity_id', '=', String(hunt.id))
      .where('action', 'like', '%.refused')
      .orderBy('id')
      .execute();
    expect(refused.map((r) => r.action)).toEqual([
      'hunt.win_record.refused',
      'hunt.win_record.refused',
      'hunt.game_remove.refused',
    ]);
    // Another staff member, who did not predict, records it.
    expect((await call('PATCH', `${URL}/${hunt.id}/games/${a!.id}`, { win: 700 })).statusCode).toBe(
      200,
    );
  });

  it('refuses to let a staff member who predicted complete the hunt, whatever their role', async () => {
    const admin = await createMember(t.db, { role: 'admin', username: 'predicting_admin' });
    const mod = await createMember(t.db, { role: 'moderator', username: 'predicting_mod' });
    const hunt = await createHunt(t.db, { slots: [{ name: 'Slot 1', bet: 100, win: 500 }] });
    for (const who of [admin, mod])
      await createPrediction(t.db, { huntId: hunt.id, userId: who.id });
    for (const who of [admin, mod]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${URL}/${hunt.id}/complete`,
        headers: headersOf(await t.login(who)),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'You predicted in this bonus hunt: another staff member must complete it.',
      );
    }
    // Nothing moved, and each refusal is on record.
    const row = await t.db
      .selectFrom('bonus_hunts')
      .select(['is_active', 'end_balance'])
      .where('id', '=', hunt.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: 1, end_balance: null });
    const refused = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'hunt.complete.refused')
      .where('entity_id', '=', String(hunt.id))
      .orderBy('id')
      .execute();
    expect(refused.map((r) => r.actor_id)).toEqual([admin.id, mod.id]);

    // Another staff member, who did not predict, completes it.
    const done = await call('POST', `${URL}/${hunt.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.results).toHaveLength(2);
  });
});
