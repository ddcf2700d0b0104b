import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createSlots } from '../slots/factories';
import { createTournament, predictMatch } from './factories';

const ADMIN = '/api/admin/engagement/tournaments';

describe.each(testDialects())('tournaments (%s)', (dialect) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let slotIds: number[];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    staff = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
    slotIds = (await createSlots(t.db, ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8'])).map(
      (s) => s.id,
    );
  });
  afterAll(() => t.close());

  async function bracketOf4() {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff,
      payload: { name: 'Cup', size: 4, slot_ids: slotIds.slice(0, 4) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.tournament as {
      id: number;
      matches: {
        id: number;
        round: number;
        slot1_name: string | null;
        slot2_name: string | null;
      }[];
    };
  }

  const setWinner = (id: number, matchId: number, winner: 1 | 2 | null, extra = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/${id}/matches/${matchId}`,
      headers: staff,
      payload: { winner, ...extra },
    });

  it('creates a bracket of 4: two first-round matches and an empty final', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff,
      payload: { name: 'x', size: 6, slot_ids: slotIds.slice(0, 3) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['size', 'slot_ids']);
    const cup = await bracketOf4();
    expect(cup.matches.map((m) => [m.round, m.slot1_name, m.slot2_name])).toEqual([
      [1, 'S1', 'S2'],
      [1, 'S3', 'S4'],
      [2, null, null],
    ]);
    const list = (await t.app.inject('/api/r/tournaments')).json();
    expect(list.data[0]).toMatchObject({
      name: 'Cup',
      size: 4,
      matches_count: 3,
      predictions_active: true,
      featured_slots: [{ name: 'S1' }, { name: 'S2' }, { name: 'S3' }],
    });
    expect(list.pagination).toMatchObject({ current_page: 1, last_page: 1 });
  });

  it('takes picks that propagate, refuses bad ones, replaces them in one go', async () => {
    const cup = await bracketOf4();
    const [m1, m2, final] = cup.matches as unknown as [
      { id: number },
      { id: number },
      { id: number },
    ];
    const member = await t.login(await createMember(t.db, { username: 'picker' }));
    const post = (predictions: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/r/tournaments/${cup.id}/predict`,
        headers: headersOf(member),
        payload: { predictions },
      });
    // The final's slots are S1 (picked in match 1) and S4 (picked in match 2).
    const ok = await post([
      { match_id: m1.id, winner_name: 'S1' },
      { match_id: m2.id, winner_name: 's4' },
      { match_id: final.id, winner_name: 'S4' },
    ]);
    expect(ok.json()).toEqual({ success: true, message: 'Predictions saved successfully!' });
    const notInFinal = await post([
      { match_id: m1.id, winner_name: 'S1' },
      { match_id: m2.id, winner_name: 'S4' },
      { match_id: final.id, winner_name: 'S3' },
    ]);
    expect(notInFinal.statusCode).toBe(422);
    expect(notInFinal.json().message).toBe('"S3" is not in match 3.');
    const stored = () =>
      t.db
        .selectFrom('tournament_predictions')
        .select(['match_id', 'predicted_winner_name'])
        .where('tournament_id', '=', cup.id)
        .where('user_id', '=', member.userId!)
        .orderBy('match_id')
        .execute();
    const kept = await stored();
    expect(kept.map((p) => p.predicted_winner_name)).toEqual(['S1', 'S4', 'S4']);
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/r/tournaments/${cup.id}/predict`,
      headers: { ...headersOf(member), 'content-type': 'application/json' },
      payload: JSON.stringify({
        predictions: [{ match_id: m1.id, winner_name: 'x'.repeat(1024 * 1024) }],
      }),
    });
    expect(huge.statusCode).toBe(413);
    for (const bad of [
      [{ match_id: -1, winner_name: 'S1' }],
      [{ match_id: 'NaN', winner_name: 'S1' }],
      [{ match_id: m1.id, winner_name: '' }],
      [{ match_id: 1e12, winner_name: 'S1' }],
    ]) {
      const res = await post(bad);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
    expect(await stored()).toEqual(kept);
    const other = await createTournament(t.db, { matches: 1 });
    const foreign = await post([{ match_id: other.matches[0]!.id, winner_name: 'A1' }]);
    expect(foreign.statusCode).toBe(422);
    const dup = await post([
      { match_id: m1.id, winner_name: 'S1' },
      { match_id: m1.id, winner_name: 'S2' },
    ]);
    expect(dup.statusCode).toBe(400);
    expect((await post('nope')).statusCode).toBe(400);

    const again = await Promise.all(
      ['S1', 'S2', 'S1', 'S2'].map((w) => post([{ match_id: m1.id, winner_name: w }])),
    );
    expect(again.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db
      .selectFrom('tournament_predictions')
      .selectAll()
      .where('tournament_id', '=', cup.id)
      .where('user_id', '=', member.userId!)
      .execute();
    expect(rows).toHaveLength(1);
    const detail = (
      await t.app.inject({
        url: `/api/r/tournaments/${cup.id}`,
        headers: { cookie: member.cookie },
      })
    ).json().data;
    expect(detail.user_prediction.matches).toHaveLength(1);
    expect(detail.top_predictions[0]).toMatchObject({
      user: { username: 'picker' },
      correct: 0,
      total: 0,
      accuracy: 0,
    });

    await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/${cup.id}`,
      headers: staff,
      payload: { predictions_active: false },
    });
    const closed = await post([{ match_id: m1.id, winner_name: 'S1' }]);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('Predictions are closed for this tournament.');
  });

  it('advances winners, recomputes accuracy, undoes a result and completes the tournament', async () => {
    const cup = await bracketOf4();
    const [m1, m2, final] = cup.matches as unknown as [
      { id: number },
      { id: number },
      { id: number },
    ];
    const a = await createMember(t.db, { username: 'seer' });
    const b = await createMember(t.db, { username: 'guesser' });
    // Only the final picked: nothing of theirs is decided until it is played.
    const c = await createMember(t.db, { username: 'aaron_late' });
    const at = '2026-11-20T10:00:00.000Z';
    await predictMatch(t.db, {
      tournamentId: cup.id,
      matchId: final.id,
      userId: c.id,
      winner: 'S3',
      at,
    });
    for (const [match, winner] of [
      [m1, 'S1'],
      [m2, 'S3'],
      [final, 'S1'],
    ] as const)
      await predictMatch(t.db, {
        tournamentId: cup.id,
        matchId: match.id,
        userId: a.id,
        winner,
        at,
      });
    await predictMatch(t.db, {
      tournamentId: cup.id,
      matchId: m1.id,
      userId: b.id,
      winner: 'S2',
      at,
    });

    const first = await setWinner(cup.id, m1.id, 1, {
      slot1_multiplier: 120.5,
      slot2_multiplier: 3,
    });
    expect(first.statusCode).toBe(200);
    const after = first.json().data.tournament.matches;
    expect(after[0]).toMatchObject({ winner_name: 'S1', slot1_multiplier: 120.5 });
    expect(after[2]).toMatchObject({ slot1_name: 'S1', slot2_name: null });
    expect((await setWinner(cup.id, final.id, 1)).statusCode).toBe(422);

    await setWinner(cup.id, m2.id, 2);
    const standings = (await t.app.inject(`/api/r/tournaments/${cup.id}`)).json().data
      .top_predictions;
    expect(
      standings.map(
        (s: { user: { username: string }; correct: number; total: number; accuracy: number }) => [
          s.user.username,
          s.correct,
          s.total,
          s.accuracy,
        ],
      ),
    ).toEqual([
      ['seer', 1, 2, 50],
      ['guesser', 0, 1, 0],
      // 0 of 0 says nothing: after everyone with a decided pick, whatever the name.
      ['aaron_late', 0, 0, 0],
    ]);

    // Undo match 2 (S4 was wrong): S4 leaves the final.
    const undo = await setWinner(cup.id, m2.id, null);
    expect(undo.json().data.tournament.matches[2]).toMatchObject({
      slot1_name: 'S1',
      slot2_name: null,
    });
    await setWinner(cup.id, m2.id, 1);
    const done = await setWinner(cup.id, final.id, 1);
    expect(done.json().data.tournament).toMatchObject({
      is_active: false,
      predictions_active: false,
    });
    // The final is decided: undoing match 1 would change it.
    expect((await setWinner(cup.id, m1.id, 2)).statusCode).toBe(422);
    const top = (await t.app.inject(`/api/r/tournaments/${cup.id}`)).json().data.top_predictions;
    expect(top[0]).toMatchObject({
      user: { username: 'seer' },
      correct: 3,
      total: 3,
      accuracy: 100,
    });
  });

  it('refuses results from a staff member with picks in the bracket, whatever their role', async () => {
    const cup = await bracketOf4();
    const [m1, m2] = cup.matches;
    const admin = await createMember(t.db, { role: 'admin', username: 'picking_admin' });
    await predictMatch(t.db, {
      tournamentId: cup.id,
      matchId: m2!.id,
      userId: admin.id,
      winner: 'S3',
      at: '2026-11-20T10:00:00.000Z',
    });
    const asAdmin = headersOf(await t.login(admin));
    for (const winner of [1, null]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${ADMIN}/${cup.id}/matches/${m1!.id}`,
        headers: asAdmin,
        payload: { winner },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'You predicted in this tournament: another staff member must set its results.',
      );
    }
    // Multipliers are no result: still theirs to type in.
    const typed = await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN}/${cup.id}/matches/${m1!.id}`,
      headers: asAdmin,
      payload: { slot1_multiplier: 12 },
    });
    expect(typed.statusCode).toBe(200);
    const refused = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', admin.id)
      .where('action', 'like', '%.refused')
      .orderBy('id')
      .execute();
    expect(refused.map((r) => r.action)).toEqual([
      'tournament.result_set.refused',
      'tournament.result_undo.refused',
    ]);
    expect((await setWinner(cup.id, m1!.id, 1)).statusCode).toBe(200);
  });

  it('ranks bracket accuracy across tournaments from 10 decided picks', async () => {
    const expert = await createMember(t.db, { username: 'expert' });
    const casual = await createMember(t.db, { username: 'casual' });
    const at = new Date().toISOString();
    for (let n = 0; n < 11; n++) {
      const tour = await createTournament(t.db, { matches: 1 });
      const match = tour.matches[0]!;
      await t.db
        .updateTable('tournament_matches')
        .set({ winner_name: 'A1', decided_at: n < 10 ? at : '2020-01-01T00:00:00.000Z' })
        .where('id', '=', match.id)
        .execute();
      await predictMatch(t.db, {
        tournamentId: tour.id,
        matchId: match.id,
        userId: expert.id,
        winner: n % 5 === 0 ? 'B1' : 'A1',
        at,
      });
      if (n < 3)
        await predictMatch(t.db, {
          tournamentId: tour.id,
          matchId: match.id,
          userId: casual.id,
          winner: 'A1',
          at,
        });
    }
    const all = (await t.app.inject('/api/r/tournaments/accuracy?period=all')).json();
    expect(all.min_picks).toBe(10);
    const mine = all.data.find((r: { user: { username: string } }) => r.user.username === 'expert');
    expect(mine).toMatchObject({ correct: 8, total: 11, accuracy: 72.7 });
    expect(all.data.some((r: { user: { username: string } }) => r.user.username === 'casual')).toBe(
      false,
    );
    const recent = (await t.app.inject('/api/r/tournaments/accuracy')).json();
    expect(
      recent.data.find((r: { user: { username: string } }) => r.user.username === 'expert'),
    ).toMatchObject({
      correct: 8,
      total: 10,
    });
    expect((await t.app.inject('/api/r/tournaments/accuracy?period=7d')).statusCode).toBe(400);
  });

  it('deletes a tournament whose picks count for nothing yet; refuses one with counted picks', async () => {
    const cup = await bracketOf4();
    const fan = await createMember(t.db, { username: 'delete_fan' });
    const [m1, m2] = cup.matches.filter((m) => m.round === 1);
    await predictMatch(t.db, {
      tournamentId: cup.id,
      matchId: m1!.id,
      userId: fan.id,
      winner: m1!.slot1_name!,
      at: new Date().toISOString(),
    });
    const live: unknown[] = [];
    t.app.live.bus.subscribe([`tournament:${cup.id}`], (m) => live.push(m.payload));
    const del = (id: number, headers = staff) =>
      t.app.inject({ method: 'DELETE', url: `${ADMIN}/${id}`, headers });

    // A decided match with a pick: it counts toward the accuracy leaderboard.
    expect((await setWinner(cup.id, m1!.id, 1)).statusCode).toBe(200);
    const refused = await del(cup.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 decided pick of this tournament count toward the accuracy leaderboard: undo its results first.',
    );
    // A result nobody predicted does not stop it; undoing the counted one does.
    expect((await setWinner(cup.id, m2!.id, 2)).statusCode).toBe(200);
    expect((await setWinner(cup.id, m1!.id, null)).statusCode).toBe(200);
    const member = headersOf(await t.login(await createMember(t.db)));
    expect((await del(cup.id, member)).statusCode).toBe(403);
    const ok = await del(cup.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Tournament deleted.' });
    expect(live).toContainEqual({ type: 'deleted' });
    expect((await t.app.inject(`/api/r/tournaments/${cup.id}`)).statusCode).toBe(404);
    expect((await del(cup.id)).statusCode).toBe(404);
    const left = await Promise.all([
      t.db
        .selectFrom('tournament_matches')
        .select('id')
        .where('tournament_id', '=', cup.id)
        .execute(),
      t.db
        .selectFrom('tournament_predictions')
        .select('id')
        .where('tournament_id', '=', cup.id)
        .execute(),
    ]);
    expect(left).toEqual([[], []]);
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'tournament.delete')
      .where('entity_id', '=', String(cup.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.before_json))).toMatchObject({
      name: 'Cup',
      size: 4,
      predictors: 1,
      matches: [{ match: 1 }, { match: 2, winner: 'S4' }, { match: 3, slot2: 'S4' }],
    });
  });
});
