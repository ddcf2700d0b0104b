import type { Achievement, Activity } from '@lobby/contract-community';
import { createMember } from '../../../test/accounts';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';

const RARITIES = ['legendary', 'epic', 'rare', 'common'];
const TYPES = ['achievement', 'bonus_hunt', 'tournament', 'redemption', 'other'];

describe.each(testDialects())('profile achievements and recent activity (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  type H = Record<string, string>;
  const get = (url: string, headers: H = {}) => t.app.inject({ method: 'GET', url, headers });
  const idOf = async (username: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  const isNewestFirst = (times: string[]) => times.every((x, i) => i === 0 || times[i - 1]! >= x);

  describe('achievements', () => {
    it('lists the own unlocked achievements for a member; 401 when logged out', async () => {
      expect((await get('/api/r/profile/achievements')).statusCode).toBe(401);
      const me = headersOf(await t.login('spinwizard'));
      const res = await get('/api/r/profile/achievements', me);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { success, achievements } = res.json() as {
        success: boolean;
        achievements: Achievement[];
      };
      expect(success).toBe(true);
      // Every seeded member has at least 'Welcome Aboard'.
      expect(achievements.map((a) => a.title)).toContain('Welcome Aboard');
      for (const a of achievements) {
        expect(a).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          description: expect.any(String),
          icon: expect.any(String),
          badge_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
          points: expect.any(Number),
          xp_reward: expect.any(Number),
          unlocked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          rarity: expect.any(String),
        });
        expect(RARITIES).toContain(a.rarity);
      }
      expect(isNewestFirst(achievements.map((a) => a.unlocked_at))).toBe(true);

      // The same list for anyone through the member's id (or username).
      const id = await idOf('spinwizard');
      expect((await get(`/api/r/profile/${id}/achievements`)).json()).toEqual({
        success: true,
        achievements,
      });
      expect((await get('/api/r/profile/SpinWizard/achievements')).json()).toEqual({
        success: true,
        achievements,
      });
    });

    it('gives every seeded member some, and matches the profile count', async () => {
      const users = await t.db.selectFrom('users').select(['id', 'username']).execute();
      for (const u of users) {
        const list = (await get(`/api/r/profile/${u.id}/achievements`)).json()
          .achievements as Achievement[];
        expect({ u: u.username, some: list.length > 0 }).toEqual({ u: u.username, some: true });
        expect((await get(`/api/r/user/${u.id}`)).json().data.achievements_count).toBe(list.length);
      }
    });

    it('answers an empty list for a member without any, 404 for nobody, 400 for a bad key', async () => {
      const fresh = await createMember(t.db);
      expect((await get(`/api/r/profile/${fresh.id}/achievements`)).json()).toEqual({
        success: true,
        achievements: [],
      });
      expect((await get(`/api/r/user/${fresh.id}`)).json().data.achievements_count).toBe(0);
      const missing = await get('/api/r/profile/99999999/achievements');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'User not found' });
      const bad = await get(`/api/r/profile/${'x'.repeat(80)}/achievements`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('idOrUsername');
    });
  });

  describe('recent activity', () => {
    it('lists the own activity for a member (401 when logged out) and the same for anyone by id', async () => {
      expect((await get('/api/r/profile/recent-activity')).statusCode).toBe(401);
      const me = headersOf(await t.login('spinwizard'));
      const own = await get('/api/r/profile/recent-activity', me);
      expect(own.statusCode).toBe(200);
      const { activities } = own.json() as { activities: Activity[] };
      expect(activities.length).toBeGreaterThan(0);
      expect(activities.length).toBeLessThanOrEqual(20);
      for (const a of activities) {
        expect(TYPES).toContain(a.type);
        expect(Object.keys(a).sort()).toEqual([
          'amount',
          'description',
          'id',
          'occurred_at',
          'points',
          'title',
          'type',
          'xp',
        ]);
      }
      expect(isNewestFirst(activities.map((a) => a.occurred_at))).toBe(true);
      expect(new Set(activities.map((a) => a.id)).size).toBe(activities.length);
      const id = await idOf('spinwizard');
      expect((await get(`/api/r/user/${id}/recent-activity`)).json()).toEqual({
        success: true,
        activities,
      });
      expect((await get('/api/r/user/spinwizard/recent-activity')).json()).toEqual({
        success: true,
        activities,
      });
    });

    it('merges recorded activities with the events of the member own records, without duplicates', async () => {
      const m = await createMember(t.db, { username: 'activity_member' });
      const hunt = await t.db
        .selectFrom('bonus_hunts')
        .select(['id', 'name'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const tournament = await t.db
        .selectFrom('tournaments')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const matches = await t.db
        .selectFrom('tournament_matches')
        .select('id')
        .where('tournament_id', '=', tournament.id)
        .limit(2)
        .execute();
      const item = await t.db
        .selectFrom('store_items')
        .select(['id', 'name', 'cost', 'description'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const achievement = await t.db
        .selectFrom('achievements')
        .selectAll()
        .where('key', '=', 'store_regular')
        .executeTakeFirstOrThrow();
      const challenge = await t.db
        .selectFrom('challenges')
        .select('id')
        .where('claimed_by_user_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();

      await t.db
        .insertInto('daily_claims')
        .values({
          user_id: m.id,
          day: '2026-01-01',
          points: 100,
          xp: 50,
          claimed_at: '2026-01-01T08:00:00.000Z',
        })
        .execute();
      await t.db
        .insertInto('store_redemptions')
        .values({
          item_id: item.id,
          user_id: m.id,
          cost: item.cost,
          is_processed: 0,
          processed_at: null,
          created_at: '2026-01-02T08:00:00.000Z',
        })
        .execute();
      await t.db
        .insertInto('bonus_hunt_predictions')
        .values({
          hunt_id: hunt.id,
          user_id: m.id,
          end_balance: 100_00,
          highest_multiplier: 250_00,
          highest_multiplier_game: 'x',
          created_at: '2026-01-03T08:00:00.000Z',
          updated_at: '2026-01-03T08:00:00.000Z',
        })
        .execute();
      await t.db
        .insertInto('tournament_predictions')
        .values(
          matches.map((mt, i) => ({
            tournament_id: tournament.id,
            user_id: m.id,
            match_id: mt.id,
            predicted_winner_name: 'Slot',
            created_at: `2026-01-0${4 + i}T08:00:00.000Z`,
            updated_at: `2026-01-0${4 + i}T08:00:00.000Z`,
          })),
        )
        .execute();
      await t.db
        .insertInto('user_achievements')
        .values({
          user_id: m.id,
          achievement_id: achievement.id,
          unlocked_at: '2026-01-06T08:00:00.000Z',
        })
        .execute();
      // Recorded: one describing the achievement unlock above (same type and moment), one of its own.
      await t.db
        .insertInto('activities')
        .values([
          {
            user_id: m.id,
            type: 'achievement',
            title: 'Unlocked Big Spender!',
            description: 'Recorded when it happened.',
            points: achievement.points,
            xp: achievement.xp_reward,
            amount: null,
            occurred_at: '2026-01-06T08:00:00.000Z',
          },
          {
            user_id: m.id,
            type: 'other',
            title: 'Shoutout on stream',
            description: null,
            points: 0,
            xp: 10,
            amount: 2500,
            occurred_at: '2026-01-07T08:00:00.000Z',
          },
        ])
        .execute();
      await t.db
        .updateTable('challenges')
        .set({ claimed_by_user_id: m.id, claimed_at: '2026-01-08T08:00:00.000Z' })
        .where('id', '=', challenge.id)
        .execute();

      const res = (await get(`/api/r/user/${m.id}/recent-activity`)).json() as {
        activities: Activity[];
      };
      const view = res.activities.map(({ type, title, points, xp, amount, occurred_at }) => ({
        type,
        title,
        points,
        xp,
        amount,
        day: occurred_at.slice(0, 10),
      }));
      const challengeRow = await t.db
        .selectFrom('challenges')
        .select(['slot_name', 'prize'])
        .where('id', '=', challenge.id)
        .executeTakeFirstOrThrow();
      expect(view).toEqual([
        {
          type: 'other',
          title: `Won the ${challengeRow.slot_name} challenge`,
          points: 0,
          xp: 0,
          amount: challengeRow.prize / 100,
          day: '2026-01-08',
        },
        {
          type: 'other',
          title: 'Shoutout on stream',
          points: 0,
          xp: 10,
          amount: 25,
          day: '2026-01-07',
        },
        {
          type: 'achievement',
          title: 'Unlocked Big Spender!',
          points: achievement.points,
          xp: achievement.xp_reward,
          amount: null,
          day: '2026-01-06',
        },
        {
          type: 'tournament',
          title: `Predicted ${tournament.name}`,
          points: 0,
          xp: 0,
          amount: null,
          day: '2026-01-05',
        },
        {
          type: 'bonus_hunt',
          title: `Predicted ${hunt.name}`,
          points: 0,
          xp: 0,
          amount: null,
          day: '2026-01-03',
        },
        {
          type: 'redemption',
          title: `Redeemed ${item.name}`,
          points: -item.cost,
          xp: 0,
          amount: null,
          day: '2026-01-02',
        },
        {
          type: 'other',
          title: 'Claimed daily points',
          points: 100,
          xp: 50,
          amount: null,
          day: '2026-01-01',
        },
      ]);
      expect(res.activities[3]!.description).toBe('Picked the winners of 2 matches.');
      expect(res.activities[5]!.description).toBe(item.description);
    });

    it('answers the newest 20 only', async () => {
      const m = await createMember(t.db);
      await t.db
        .insertInto('daily_claims')
        .values(
          Array.from({ length: 25 }, (_, i) => ({
            user_id: m.id,
            day: `2026-02-${String(i + 1).padStart(2, '0')}`,
            points: 100,
            xp: 50,
            claimed_at: `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
          })),
        )
        .execute();
      const { activities } = (await get(`/api/r/user/${m.id}/recent-activity`)).json() as {
        activities: Activity[];
      };
      expect(activities).toHaveLength(20);
      expect(activities[0]!.occurred_at).toBe('2026-02-25T10:00:00.000Z');
      expect(activities[19]!.occurred_at).toBe('2026-02-06T10:00:00.000Z');
    });

    it('answers an empty list for a member with no activity, 404 for nobody, 400 for a bad key', async () => {
      const fresh = await createMember(t.db);
      expect((await get(`/api/r/user/${fresh.id}/recent-activity`)).json()).toEqual({
        success: true,
        activities: [],
      });
      expect((await get('/api/r/user/nobody_here/recent-activity')).statusCode).toBe(404);
      expect((await get(`/api/r/user/${'y'.repeat(70)}/recent-activity`)).statusCode).toBe(400);
    });
  });

  it("never shows another member's private fields", async () => {
    const viewer = headersOf(await t.login('lucky_lou'));
    const target = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'spinwizard')
      .executeTakeFirstOrThrow();
    for (const url of [
      `/api/r/user/${target.id}`,
      `/api/r/user/${target.id}/recent-activity`,
      `/api/r/profile/${target.id}/achievements`,
    ]) {
      for (const headers of [{}, viewer]) {
        const text = (await get(url, headers)).body;
        expect(text).not.toContain(target.email!);
        expect(text).not.toContain('"time_zone"');
        expect(text).not.toContain('"email"');
      }
    }
  });
});
