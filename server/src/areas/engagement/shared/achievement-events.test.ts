import { findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { completeHunt } from '../bonus-hunts/completion';
import { createHunt, createPrediction } from '../bonus-hunts/factories';
import { drawGiveaway } from '../giveaways/draw';
import { createGiveaway } from '../giveaways/factories';
import { updateMatch } from '../tournaments/admin-service';
import { createTournament } from '../tournaments/factories';

/**
 * The engagement area announces what members achieve (core/events.ts); the achievements that
 * listen award each once, in the transaction of the change.
 */
describe.each(testDialects())('engagement achievement events (%s)', (dialect) => {
  let t: TestApp;
  let staffId: number;
  const now = new Date('2026-11-21T12:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
    staffId = (await createMember(t.db, { role: 'admin' })).id;
  });
  afterAll(() => t.close());

  /** The achievement keys a member has unlocked, each as many times as it is recorded. */
  const keysOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('user_achievements as ua')
        .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
        .select('a.key')
        .where('ua.user_id', '=', userId)
        .orderBy('a.key')
        .execute()
    ).map((r) => r.key);
  /** Without the point tiers an achievement's own points may reach. */
  const earned = async (userId: number) =>
    (await keysOf(userId)).filter((k) => !k.startsWith('tier_'));

  it('a first bonus hunt prediction unlocks its achievement once', async () => {
    const hunt = await createHunt(t.db);
    const m = await createMember(t.db);
    const s = headersOf(await t.login(m.username));
    const predict = (end: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/r/bonus-hunts/${hunt.id}/predict`,
        headers: s,
        payload: { end_balance: end, highest_multiplier: 50, highest_multiplier_game: 'Slot 1' },
      });
    expect((await predict(900)).json().message).toBe('Prediction submitted successfully!');
    expect((await predict(950)).json().message).toBe('Prediction updated successfully!');
    const other = await createHunt(t.db, { name: 'Another Hunt' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/r/bonus-hunts/${other.id}/predict`,
      headers: s,
      payload: { end_balance: 10, highest_multiplier: 5, highest_multiplier_game: 'Slot 2' },
    });
    expect(again.statusCode).toBe(200);
    expect(await earned(m.id)).toEqual(['first_prediction']);
    const notes = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', m.id)
      .where('type', '=', 'achievement')
      .execute();
    expect(notes).toHaveLength(1);
  });

  it('completing a hunt unlocks the closest prediction for the member ranked #1 only, once', async () => {
    const [closest, second] = [await createMember(t.db), await createMember(t.db)];
    for (const round of [1, 2]) {
      const hunt = await createHunt(t.db, {
        name: `Finished Hunt ${round}`,
        slots: [
          { name: 'Slot 1', win: 300_00 },
          { name: 'Slot 2', win: 200_00 },
        ],
      });
      await createPrediction(t.db, { huntId: hunt.id, userId: second.id, endBalance: 100_00 });
      await createPrediction(t.db, { huntId: hunt.id, userId: closest.id, endBalance: 490_00 });
      await completeHunt(t.db, staffId, hunt.id, now);
    }
    expect(await earned(closest.id)).toEqual(['closest_prediction']);
    expect(await earned(second.id)).toEqual([]);
    // A hunt without predictions completes without a winner.
    const empty = await createHunt(t.db, { slots: [{ name: 'Slot 1', win: 1_00 }] });
    await expect(completeHunt(t.db, staffId, empty.id, now)).resolves.toEqual({ paid: [] });
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('a first tournament prediction unlocks its achievement once', async () => {
    const cup = await createTournament(t.db, { name: 'Prediction Cup' });
    const m = await createMember(t.db);
    const s = headersOf(await t.login(m.username));
    const predict = (winner: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/r/tournaments/${cup.id}/predict`,
        headers: s,
        payload: { predictions: [{ match_id: cup.matches[0]!.id, winner_name: winner }] },
      });
    expect((await predict('A1')).json().message).toBe('Predictions saved successfully!');
    expect((await predict('B1')).json().message).toBe('Predictions updated successfully!');
    expect(await earned(m.id)).toEqual(['first_tournament_prediction']);
  });

  it("a round's last result unlocks a perfect round for whoever picked all its matches right", async () => {
    const cup = await createTournament(t.db, { name: 'Bracket Cup' });
    const [m1, m2] = cup.matches as [{ id: number }, { id: number }];
    const [perfect, oneWrong, partial] = [
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
    ];
    const pick = async (member: { username: string }, picks: [number, string][]) => {
      const s = headersOf(await t.login(member.username));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/r/tournaments/${cup.id}/predict`,
        headers: s,
        payload: {
          predictions: picks.map(([match_id, winner_name]) => ({ match_id, winner_name })),
        },
      });
      expect(res.statusCode).toBe(200);
    };
    await pick(perfect, [
      [m1.id, 'A1'],
      [m2.id, 'B2'],
    ]);
    await pick(oneWrong, [
      [m1.id, 'A1'],
      [m2.id, 'A2'],
    ]);
    await pick(partial, [[m1.id, 'A1']]);

    await updateMatch(t.db, staffId, cup.id, m1.id, { winner: 1 }, now);
    // The round is not over yet.
    expect(await earned(perfect.id)).toEqual(['first_tournament_prediction']);
    await updateMatch(t.db, staffId, cup.id, m2.id, { winner: 2 }, now);
    expect(await earned(perfect.id)).toEqual([
      'first_tournament_prediction',
      'perfect_bracket_round',
    ]);
    expect(await earned(oneWrong.id)).toEqual(['first_tournament_prediction']);
    expect(await earned(partial.id)).toEqual(['first_tournament_prediction']);
    // Undoing and deciding the result again awards nothing more.
    await updateMatch(t.db, staffId, cup.id, m2.id, { winner: null }, now);
    await updateMatch(t.db, staffId, cup.id, m2.id, { winner: 2 }, now);
    expect(await earned(perfect.id)).toEqual([
      'first_tournament_prediction',
      'perfect_bracket_round',
    ]);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('winning a giveaway draw unlocks its achievement once', async () => {
    const m = await createMember(t.db);
    for (const title of ['First Giveaway', 'Second Giveaway']) {
      const g = await createGiveaway(t.db, { title, prizeType: 'points', prizeValue: 200 });
      await t.db
        .insertInto('giveaway_entries')
        .values({
          giveaway_id: g.id,
          user_id: m.id,
          entry_type: 'passwordless',
          kick_username: `kick${m.id}`,
          points_spent: 0,
          created_at: now.toISOString(),
        })
        .execute();
      const drawn = await drawGiveaway(t.db, g.id, now);
      expect(drawn?.winners.map((w) => w.userId)).toEqual([m.id]);
    }
    expect(await earned(m.id)).toEqual(['giveaway_winner']);
    const won = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('user_id', '=', m.id)
      .where('type', '=', 'giveaway_won')
      .execute();
    expect(won).toHaveLength(2);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });
});
