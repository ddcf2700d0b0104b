import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createHunt, createPrediction } from './factories';

describe.each(testDialects())('bonus hunts (%s)', (dialect) => {
  let t: TestApp;
  let current: Awaited<ReturnType<typeof createHunt>>;
  let closed: Awaited<ReturnType<typeof createHunt>>;
  const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T20:00:00.000Z`;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    // Eleven past hunts, one a day, each with two slots and an end balance.
    for (let n = 1; n <= 11; n++) {
      const hunt = await createHunt(t.db, {
        name: `Bonus Hunt #${n}`,
        open: false,
        startBalance: 1000_00,
        endBalance: 1000_00 + (n - 6) * 100_00,
        slots: [
          { name: 'Thunder Llama', bet: 1_00, win: 50_00 },
          { name: 'Honey Heist', bet: 1_00, win: 20_00 },
        ],
        createdAt: day(n),
      });
      if (n === 3) closed = hunt;
    }
    const assignee = await createMember(t.db, {
      username: 'slot_owner',
      kick_username: 'slotowner',
    });
    current = await createHunt(t.db, {
      name: 'Bonus Hunt #12',
      startBalance: 500_00,
      slots: [
        { name: 'Thunder Llama', bet: 2_00, win: 150_00, userId: assignee.id },
        { name: 'Honey Heist', bet: 1_00, win: 0 },
        { name: 'Lava Lords', bet: 4_00, win: 10_00 },
        { name: 'Mystic Owl', bet: 2_00 },
        { name: null, bet: 1_00 },
      ],
      createdAt: day(12),
    });
    for (const [i, username] of ['early', 'middle', 'late'].entries()) {
      const m = await createMember(t.db, { username });
      await createPrediction(t.db, {
        huntId: current.id,
        userId: m.id,
        endBalance: (400 + i) * 100,
        highestMultiplier: 75_00,
        game: 'Thunder Llama',
        at: `2026-11-12T2${i}:10:00.000Z`,
      });
    }
  });
  afterAll(() => t.close());

  it('shows the latest hunt with its stats computed from the games', async () => {
    const res = await t.app.inject('/api/r/bonus-hunts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const hunt = body.latest_bonus_hunt;
    expect(hunt).toMatchObject({
      id: current.id,
      name: 'Bonus Hunt #12',
      created_at: day(12),
      is_active: true,
      predictions_active: true,
      start_balance: 500,
      end_balance: null,
      predictions_count: 3,
    });
    expect(hunt.games.map((g: { slot_name: string | null }) => g.slot_name)).toEqual([
      'Thunder Llama',
      'Honey Heist',
      'Lava Lords',
      'Mystic Owl',
      null,
    ]);
    expect(hunt.games[0]).toEqual({
      id: current.games[0]!.id,
      slot_name: 'Thunder Llama',
      slot_image: null,
      slot_provider: null,
      slot_bet: 2,
      slot_win: 150,
      pending_win: false,
      multiplier: 75,
      user_id: current.games[0]!.user_id,
      assigned_user: {
        id: current.games[0]!.user_id,
        username: 'slot_owner',
        kick_username: 'slotowner',
        avatar: null,
      },
      assigned_kick_username: null,
    });
    expect(hunt.games[2]).toMatchObject({ slot_win: 10, multiplier: 2.5, assigned_user: null });
    for (const g of hunt.games.slice(3))
      expect(g).toMatchObject({ slot_win: null, pending_win: true, multiplier: null });
    // Winnings 150 + 0 + 10; average of 75x, 0x and 2.5x; break-even (500 - 160) / (2 + 1).
    expect(body.winnings).toBe(160);
    expect(body.average_x).toBe(25.83);
    expect(body.break_even_x).toBe(113.33);
  });

  it('pages past hunts ten at a time with slot counts and profit', async () => {
    const p1 = (await t.app.inject('/api/r/bonus-hunts?page=1')).json().past_bonus_hunts;
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, total: 11 });
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Bonus Hunt #11',
      created_at: day(11),
      start_balance: 1000,
      end_balance: 1500,
      slot_count: 2,
      profit: 500,
    });
    const p2 = (await t.app.inject('/api/r/bonus-hunts?page=2')).json().past_bonus_hunts;
    expect(p2.data).toHaveLength(1);
    expect(p2.data[0]).toMatchObject({ name: 'Bonus Hunt #1', profit: -500 });
  });

  it('lists the predictions of the latest hunt, newest first', async () => {
    const { predictions } = (await t.app.inject('/api/r/bonus-hunts/predictions')).json();
    expect(predictions.map((p: { user: { username: string } }) => p.user.username)).toEqual([
      'late',
      'middle',
      'early',
    ]);
    expect(predictions[0]).toEqual({
      id: expect.any(Number),
      created_at: '2026-11-12T22:10:00.000Z',
      end_balance: 402,
      highest_multiplier: 75,
      highest_multiplier_game: 'Thunder Llama',
      user: { id: expect.any(Number), username: 'late', kick_username: null, avatar: null },
    });
  });

  it('lets a member predict once and update it; validates every field', async () => {
    const huntId = current.id;
    const slot = 'Lava Lords';
    const url = `/api/r/bonus-hunts/${huntId}/predict`;

    const anon = await t.anonymous();
    const loggedOut = await t.app.inject({
      method: 'POST',
      url,
      headers: headersOf(anon),
      payload: { end_balance: 1, highest_multiplier: 1, highest_multiplier_game: slot },
    });
    expect(loggedOut.statusCode).toBe(401);
    expect((await t.app.inject(`/api/r/bonus-hunts/${huntId}/user-prediction`)).json()).toEqual({
      success: true,
      prediction: null,
    });

    const s = await t.login(await createMember(t.db, { username: 'predictor' }));
    const invalid = await t.app.inject({
      method: 'POST',
      url,
      headers: headersOf(s),
      payload: { end_balance: 'abc', highest_multiplier: -2 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      success: false,
      message: 'The given data was invalid.',
      errors: {
        end_balance: ['End balance must be a number'],
        highest_multiplier: ['Highest multiplier must be greater than 0'],
        highest_multiplier_game: ['Choose a slot'],
      },
    });
    const decimals = await t.app.inject({
      method: 'POST',
      url,
      headers: headersOf(s),
      payload: { end_balance: 1.234, highest_multiplier: 5, highest_multiplier_game: slot },
    });
    expect(decimals.json().errors).toEqual({
      end_balance: ['End balance allows at most 2 decimals'],
    });
    const wrongSlot = await t.app.inject({
      method: 'POST',
      url,
      headers: headersOf(s),
      payload: {
        end_balance: 100,
        highest_multiplier: 5,
        highest_multiplier_game: 'Not In This Hunt',
      },
    });
    expect(wrongSlot.statusCode).toBe(400);
    expect(Object.keys(wrongSlot.json().errors)).toEqual(['highest_multiplier_game']);

    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: headersOf(s),
      payload: {
        end_balance: '2500.50',
        highest_multiplier: 250.25,
        highest_multiplier_game: slot.toUpperCase(),
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Prediction submitted successfully!',
      prediction: {
        end_balance: 2500.5,
        highest_multiplier: 250.25,
        highest_multiplier_game: slot,
        user: { username: 'predictor' },
      },
    });
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: headersOf(s),
      payload: { end_balance: 3000, highest_multiplier: 99, highest_multiplier_game: slot },
    });
    expect(second.json()).toMatchObject({
      message: 'Prediction updated successfully!',
      prediction: { id: first.json().prediction.id, end_balance: 3000 },
    });
    const mine = await t.app.inject({
      url: `/api/r/bonus-hunts/${huntId}/user-prediction`,
      headers: { cookie: s.cookie },
    });
    expect(mine.json().prediction).toMatchObject({ end_balance: 3000, highest_multiplier: 99 });
    expect((await t.app.inject('/api/r/bonus-hunts/predictions')).json().predictions).toHaveLength(
      4,
    );
  });

  it('refuses predictions on a closed or unknown hunt', async () => {
    const s = await t.login(await createMember(t.db));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/r/bonus-hunts/${closed.id}/predict`,
      headers: headersOf(s),
      payload: { end_balance: 1, highest_multiplier: 1, highest_multiplier_game: 'Honey Heist' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Predictions are closed for this bonus hunt.',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/r/bonus-hunts/99999/predict',
      headers: headersOf(s),
      payload: { end_balance: 1, highest_multiplier: 1, highest_multiplier_game: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps one row per member and hunt when the same member predicts many times at once', async () => {
    const s = await t.login(await createMember(t.db, { username: 'racer' }));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/r/bonus-hunts/${current.id}/predict`,
          headers: headersOf(s),
          payload: {
            end_balance: 100 + i,
            highest_multiplier: 2,
            highest_multiplier_game: 'Lava Lords',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.db
      .selectFrom('bonus_hunt_predictions')
      .selectAll()
      .where('hunt_id', '=', current.id)
      .where('user_id', '=', s.userId!)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a negative balance', { end_balance: -1 }],
    ['NaN', { end_balance: 'NaN' }],
    ['10^12', { end_balance: 1e12 }],
    ['an infinite multiplier', { highest_multiplier: 'Infinity' }],
    ['a slot list', { highest_multiplier_game: ['Lava Lords'] }],
    ['a slot not in the hunt', { highest_multiplier_game: 'Not In This Hunt' }],
  ])('refuses %s with a 400 and stores nothing', async (_, bad) => {
    const s = await t.login(await createMember(t.db));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/bonus-hunts/${current.id}/predict`,
      headers: headersOf(s),
      payload: {
        end_balance: 100,
        highest_multiplier: 2,
        highest_multiplier_game: 'Lava Lords',
        ...bad,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBeDefined();
    const stored = await t.db
      .selectFrom('bonus_hunt_predictions')
      .select('id')
      .where('user_id', '=', s.userId!)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a 1 MB body with a 413', async () => {
    const s = await t.login(await createMember(t.db));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/r/bonus-hunts/${current.id}/predict`,
      headers: { ...headersOf(s), 'content-type': 'application/json' },
      payload: JSON.stringify({
        end_balance: 1,
        highest_multiplier: 1,
        highest_multiplier_game: 'x'.repeat(1024 * 1024),
      }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('shows the live hunt asked for among several; History keeps only completed hunts', async () => {
    const second = await createHunt(t.db, {
      name: 'Late Night Hunt',
      slots: [{ name: 'Lava Lords', bet: 3_00 }],
      createdAt: day(13),
    });
    await createPrediction(t.db, { huntId: second.id, userId: (await createMember(t.db)).id });
    try {
      const newest = (await t.app.inject('/api/r/bonus-hunts')).json();
      expect(newest.latest_bonus_hunt).toMatchObject({ id: second.id, predictions_count: 1 });
      expect(newest.live_bonus_hunts).toEqual([
        { id: second.id, name: 'Late Night Hunt', created_at: day(13) },
        { id: current.id, name: 'Bonus Hunt #12', created_at: day(12) },
      ]);
      expect(newest.past_bonus_hunts.total).toBe(11);
      expect(newest.past_bonus_hunts.data.map((h: { id: number }) => h.id)).not.toContain(
        current.id,
      );

      const first = (await t.app.inject(`/api/r/bonus-hunts?hunt=${current.id}`)).json();
      expect(first.latest_bonus_hunt.id).toBe(current.id);
      const count = first.latest_bonus_hunt.predictions_count;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(first.winnings).toBe(160);
      const preds = (
        await t.app.inject(`/api/r/bonus-hunts/predictions?hunt=${current.id}`)
      ).json();
      expect(preds.predictions).toHaveLength(count);
      expect(
        (await t.app.inject('/api/r/bonus-hunts/predictions')).json().predictions,
      ).toHaveLength(1);

      // A completed hunt asked for is shown (a page keeps the hunt it watched through its
      // completion); an unknown one: the newest live hunt.
      const done = (await t.app.inject(`/api/r/bonus-hunts?hunt=${closed.id}`)).json();
      expect(done.latest_bonus_hunt).toMatchObject({ id: closed.id, is_active: false });
      expect(done.live_bonus_hunts).toHaveLength(2);
      expect(
        (await t.app.inject('/api/r/bonus-hunts?hunt=999999')).json().latest_bonus_hunt.id,
      ).toBe(second.id);
      const bad = await t.app.inject('/api/r/bonus-hunts?hunt=abc');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['hunt']);
      expect((await t.app.inject('/api/r/bonus-hunts/predictions?hunt=0')).statusCode).toBe(400);
    } finally {
      await t.db.deleteFrom('bonus_hunts').where('id', '=', second.id).execute();
    }
  });
});
