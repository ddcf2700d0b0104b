import { withTransaction } from '../../../core/db';
import { emit } from '../../../core/events';
import { findLedgerMismatches } from '../../../core/ledger/points';
import { createMember } from '../../../core/users/factories';
import { findUserById } from '../../../core/users/repository';
import type { TestApp } from '../../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import { awardAchievement } from './award';
import { ACHIEVEMENTS, achievementDefinition } from './catalogue';
import { unlockedKeys } from './factories';

describe.each(testDialects())('achievements earned by events (%s)', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
  });
  afterAll(() => t.close());

  const keysOf = (userId: number) => unlockedKeys(t.db, userId);

  it('awards once: points and XP through the ledger, an activity row and a notification', async () => {
    const m = await createMember(t.db);
    const def = achievementDefinition('first_prediction');
    const first = await withTransaction(t.db, (trx) =>
      awardAchievement(trx, m.id, 'first_prediction', now),
    );
    const second = await withTransaction(t.db, (trx) =>
      awardAchievement(trx, m.id, 'first_prediction', now),
    );
    expect([first, second]).toEqual([true, false]);
    const user = await findUserById(t.db, m.id);
    expect(Number(user!.points)).toBe(def.points);
    expect(Number(user!.xp)).toBe(def.xp);
    const ledger = await t.db
      .selectFrom('points_ledger')
      .select(['delta', 'reason'])
      .where('user_id', '=', m.id)
      .execute();
    expect(ledger).toEqual([{ delta: def.points, reason: 'achievement' }]);
    const activity = await t.db
      .selectFrom('activities')
      .select(['type', 'title'])
      .where('user_id', '=', m.id)
      .execute();
    expect(activity).toEqual([{ type: 'achievement', title: `Unlocked ${def.title}` }]);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['type', 'title'])
      .where('user_id', '=', m.id)
      .execute();
    expect(notes).toEqual([{ type: 'achievement', title: `Achievement unlocked: ${def.title}` }]);
    // It shows on the member's profile.
    const s = headersOf(await t.login(m.username));
    const mine = (await t.app.inject({ url: '/api/r/profile/achievements', headers: s })).json();
    expect(mine.achievements.map((a: { title: string }) => a.title)).toEqual([def.title]);
  });

  it('concurrent duplicate events give one award', async () => {
    const m = await createMember(t.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        withTransaction(t.db, (trx) => awardAchievement(trx, m.id, 'giveaway_winner', now)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await keysOf(m.id)).toEqual(['giveaway_winner']);
    expect(Number((await findUserById(t.db, m.id))!.points)).toBe(
      achievementDefinition('giveaway_winner').points,
    );
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('reaching a point tier unlocks it (each once), including by an achievement’s own points', async () => {
    const m = await createMember(t.db, { points: 0 });
    await t.db
      .insertInto('points_ledger')
      .values({
        user_id: m.id,
        delta: 9_900,
        balance_after: 9_900,
        reason: 'opening_balance',
        ref_type: null,
        ref_id: null,
        created_at: now.toISOString(),
      })
      .execute();
    await t.db.updateTable('users').set({ points: 9_900 }).where('id', '=', m.id).execute();
    // closest_prediction pays 1,500: 11,400 crosses Bronze and Silver.
    await withTransaction(t.db, (trx) => awardAchievement(trx, m.id, 'closest_prediction', now));
    expect(await keysOf(m.id)).toEqual(['closest_prediction', 'tier_bronze', 'tier_silver']);
    await withTransaction(t.db, (trx) =>
      emit('points-earned', { db: trx, userId: m.id, balance: 11_550, at: now }),
    );
    expect(await keysOf(m.id)).toEqual(['closest_prediction', 'tier_bronze', 'tier_silver']);
  });

  it('hears the daily claim (first claim, 7-day streak), Kick linking and other areas’ events', async () => {
    const m = await createMember(t.db);
    // Six earlier consecutive days, then today's claim through the API: a 7-day streak.
    for (let d = 6; d >= 1; d--) {
      const day = new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10);
      await t.db
        .insertInto('daily_claims')
        .values({ user_id: m.id, day, points: 100, xp: 10, claimed_at: `${day}T12:00:00.000Z` })
        .execute();
    }
    const s = headersOf(await t.login(m.username));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/profile/claim-daily',
      headers: s,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await keysOf(m.id)).toEqual(['daily_7', 'first_daily_claim']);

    const other = await createMember(t.db);
    await withTransaction(t.db, async (trx) => {
      await emit('kick-linked', { db: trx, userId: other.id, at: now });
      await emit('hunt-prediction', { db: trx, userId: other.id, huntId: 1, at: now });
      await emit('tournament-prediction', { db: trx, userId: other.id, tournamentId: 1, at: now });
      await emit('perfect-bracket-round', { db: trx, userId: other.id, tournamentId: 1, at: now });
      await emit('store-redemption', { db: trx, userId: other.id, redemptionId: 1, at: now });
      await emit('giveaway-win', { db: trx, userId: other.id, giveawayId: 1, at: now });
      await emit('hunt-closest-prediction', { db: trx, userIds: [other.id], huntId: 1, at: now });
    });
    expect(await keysOf(other.id)).toEqual(
      [
        'closest_prediction',
        'first_prediction',
        'first_redemption',
        'first_tournament_prediction',
        'giveaway_winner',
        'kick_linked',
        'perfect_bracket_round',
        'tier_bronze',
      ].sort(),
    );
    expect(await findLedgerMismatches(t.db)).toEqual([]);
  });

  it('lists the catalogue with holder counts to staff only', async () => {
    const mod = headersOf(await t.login(await createMember(t.db, { role: 'moderator' })));
    const res = await t.app.inject({ url: '/api/admin/community/achievements', headers: mod });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { key: string; holders: number; trigger: string }[];
    expect(data.map((a) => a.key).slice(0, ACHIEVEMENTS.length)).toEqual(
      ACHIEVEMENTS.map((a) => a.key),
    );
    const counts = await t.db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
      .select('a.key')
      .where('a.key', '=', 'giveaway_winner')
      .execute();
    expect(data.find((a) => a.key === 'giveaway_winner')!.holders).toBe(counts.length);
    expect(data.find((a) => a.key === 'tier_diamond')).toMatchObject({ holders: 0 });
    const member = headersOf(await t.login(await createMember(t.db)));
    expect(
      (await t.app.inject({ url: '/api/admin/community/achievements', headers: member }))
        .statusCode,
    ).toBe(403);
  });
});
