import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';

describe.each(testDialects())('bonus hunts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows the latest hunt with its stats computed from the games', async () => {
    const res = await t.app.inject('/api/r/bonus-hunts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const hunt = body.latest_bonus_hunt;
    expect(hunt).toMatchObject({
      name: 'Bonus Hunt #14',
      is_active: true,
      predictions_active: true,
      end_balance: null,
    });
    expect(hunt.games).toHaveLength(12);
    expect(hunt.games.some((g: { slot_name: string | null }) => g.slot_name === null)).toBe(true);
    expect(hunt.games.some((g: { assigned_user: unknown }) => g.assigned_user)).toBe(true);
    expect(hunt.predictions_count).toBe(9);

    const settled = hunt.games.filter((g: { pending_win: boolean }) => !g.pending_win);
    const pending = hunt.games.filter((g: { pending_win: boolean }) => g.pending_win);
    expect(settled.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);
    const winningsCents = settled.reduce(
      (a: number, g: { slot_win: number }) => a + Math.round(g.slot_win * 100),
      0,
    );
    expect(Math.round(body.winnings * 100)).toBe(winningsCents);
    const avg =
      settled.reduce(
        (a: number, g: { slot_win: number; slot_bet: number }) => a + g.slot_win / g.slot_bet,
        0,
      ) / settled.length;
    expect(body.average_x).toBeCloseTo(avg, 2);
    const pendingBets = pending.reduce(
      (a: number, g: { slot_bet: number }) => a + Math.round(g.slot_bet * 100),
      0,
    );
    const be = Math.max(0, Math.round(hunt.start_balance * 100) - winningsCents) / pendingBets;
    expect(body.break_even_x).toBeCloseTo(be, 2);
    for (const g of settled) expect(g.multiplier).toBeCloseTo(g.slot_win / g.slot_bet, 2);
    for (const g of pending) expect(g).toMatchObject({ slot_win: null, multiplier: null });
  });

  it('pages past hunts ten at a time with slot counts and profit', async () => {
    const p1 = (await t.app.inject('/api/r/bonus-hunts?page=1')).json().past_bonus_hunts;
    expect(p1).toMatchObject({ current_page: 1, last_page: 2, total: 13 });
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0].name).toBe('Bonus Hunt #13');
    for (const h of p1.data) {
      expect(h.slot_count).toBeGreaterThanOrEqual(8);
      expect(h.profit).toBeCloseTo(h.end_balance - h.start_balance, 2);
    }
    const p2 = (await t.app.inject('/api/r/bonus-hunts?page=2')).json().past_bonus_hunts;
    expect(p2.data).toHaveLength(3);
    expect(p2.data.at(-1).name).toBe('Bonus Hunt #1');
  });

  it('lists the predictions of the latest hunt, newest first', async () => {
    const { predictions } = (await t.app.inject('/api/r/bonus-hunts/predictions')).json();
    expect(predictions).toHaveLength(9);
    for (let i = 1; i < predictions.length; i++)
      expect(predictions[i - 1].created_at >= predictions[i].created_at).toBe(true);
    expect(predictions[0].user).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      kick_username: expect.anything(),
      avatar: expect.anything(),
    });
  });

  it('lets a member predict once and update it; validates every field', async () => {
    const huntId = (await t.app.inject('/api/r/bonus-hunts')).json().latest_bonus_hunt.id as number;
    const games = (await t.app.inject('/api/r/bonus-hunts')).json().latest_bonus_hunt.games as {
      slot_name: string | null;
    }[];
    const slot = games.find((g) => g.slot_name)!.slot_name!;
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

    // admin has not predicted in the seed (only members and VIPs do)
    const s = await t.login('admin');
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
        user: { username: 'admin' },
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
      10,
    );
  });

  it('refuses predictions on a closed or unknown hunt', async () => {
    const s = await t.login('admin');
    const past = await t.db
      .selectFrom('bonus_hunts')
      .selectAll()
      .where('name', '=', 'Bonus Hunt #3')
      .executeTakeFirstOrThrow();
    const game = await t.db
      .selectFrom('bonus_hunt_games')
      .select('slot_name')
      .where('hunt_id', '=', past.id)
      .executeTakeFirstOrThrow();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/r/bonus-hunts/${past.id}/predict`,
      headers: headersOf(s),
      payload: { end_balance: 1, highest_multiplier: 1, highest_multiplier_game: game.slot_name },
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toEqual({
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
});
