import type { Achievement, Activity } from '@lobby/contract-community';
import { createDailyClaim } from '../../../core/accounts/factories';
import { recordActivity } from '../../../core/activity/factories';
import { createMember } from '../../../core/users/factories';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';
import { createRedemption, createStoreItem } from '../../commerce/testing';
import {
  createGiveaway,
  createHunt,
  createPrediction,
  createTournament,
  createWagerRaffle,
  predictMatch,
} from '../../engagement/testing';
import { createAchievement, unlockAchievement } from '../achievements/factories';
import { createChallenge } from '../challenges/factories';

const RARITIES = ['legendary', 'epic', 'rare', 'common'];
const TYPES = ['achievement', 'bonus_hunt', 'tournament', 'redemption', 'other'];

describe.each(testDialects())('profile achievements and recent activity (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const spin = await createMember(t.db, {
      username: 'spinwizard',
      email: 'spinwizard@example.com',
      time_zone: 'Europe/Berlin',
    });
    await createMember(t.db, { username: 'lucky_lou' });
    const unlocks: [Parameters<typeof createAchievement>[1], string][] = [
      [
        { title: 'Welcome Aboard', icon: 'door', badge_color: '#64748b', rarity: 'common' },
        '2026-03-01T10:00:00.000Z',
      ],
      [
        { title: 'Oracle', icon: 'eye', badge_color: '#06b6d4', rarity: 'legendary' },
        '2026-05-01T10:00:00.000Z',
      ],
      [
        { title: 'Big Spender', icon: 'cart', badge_color: '#f59e0b', rarity: 'rare' },
        '2026-04-01T10:00:00.000Z',
      ],
    ];
    for (const [fields, at] of unlocks) {
      const achievement = await createAchievement(t.db, fields);
      await unlockAchievement(t.db, { userId: spin.id, achievementId: achievement.id, at });
    }
    await createDailyClaim(t.db, { userId: spin.id, claimedAt: '2026-06-01T08:00:00.000Z' });
    const item = await createStoreItem(t.db, { name: 'Sticker Pack' });
    await createRedemption(t.db, {
      itemId: item.id,
      userId: spin.id,
      at: '2026-06-02T08:00:00.000Z',
    });
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
      expect(achievements.map((a) => [a.title, a.rarity])).toEqual([
        ['Oracle', 'legendary'],
        ['Big Spender', 'rare'],
        ['Welcome Aboard', 'common'],
      ]);
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

    it("matches every member's achievements count on the profile", async () => {
      const achievement = await createAchievement(t.db);
      const one = await createMember(t.db);
      await unlockAchievement(t.db, {
        userId: one.id,
        achievementId: achievement.id,
        at: '2026-01-01T00:00:00.000Z',
      });
      const users = await t.db.selectFrom('users').select(['id', 'username']).execute();
      const counts: Record<string, number> = {};
      for (const u of users) {
        const list = (await get(`/api/r/profile/${u.id}/achievements`)).json()
          .achievements as Achievement[];
        expect((await get(`/api/r/user/${u.id}`)).json().data.achievements_count).toBe(list.length);
        counts[u.username] = list.length;
      }
      expect(counts).toMatchObject({ spinwizard: 3, lucky_lou: 0, [one.username]: 1 });
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
      const other = await createMember(t.db);
      const hunt = await createHunt(t.db, { name: 'Bonus Hunt #7' });
      const tournament = await createTournament(t.db, { name: 'Slot Showdown', matches: 2 });
      const item = await createStoreItem(t.db, { name: 'Stream Shoutout', cost: 500 });
      const achievement = await createAchievement(t.db, {
        title: 'Big Spender',
        points: 300,
        xp_reward: 400,
      });
      const challenge = await createChallenge(t.db, {
        slot_name: 'Honey Heist',
        multiplier: 250_00,
        prize: 50_00,
        claimedBy: m.id,
        claimedAt: '2026-01-08T08:00:00.000Z',
      });

      await createDailyClaim(t.db, { userId: m.id, claimedAt: '2026-01-01T08:00:00.000Z' });
      await createRedemption(t.db, {
        itemId: item.id,
        userId: m.id,
        at: '2026-01-02T08:00:00.000Z',
      });
      await createPrediction(t.db, {
        huntId: hunt.id,
        userId: m.id,
        at: '2026-01-03T08:00:00.000Z',
      });
      for (const [i, match] of tournament.matches.entries())
        await predictMatch(t.db, {
          tournamentId: tournament.id,
          matchId: match.id,
          userId: m.id,
          winner: `A${i + 1}`,
          at: `2026-01-0${4 + i}T08:00:00.000Z`,
        });
      await unlockAchievement(t.db, {
        userId: m.id,
        achievementId: achievement.id,
        at: '2026-01-06T08:00:00.000Z',
      });
      // Recorded: one describing the achievement unlock above (same type and moment), one of its own.
      await recordActivity(t.db, {
        user_id: m.id,
        type: 'achievement',
        title: 'Unlocked Big Spender!',
        description: 'Recorded when it happened.',
        points: 300,
        xp: 400,
        occurred_at: '2026-01-06T08:00:00.000Z',
      });
      await recordActivity(t.db, {
        user_id: m.id,
        title: 'Shoutout on stream',
        xp: 10,
        amount: 2500,
        occurred_at: '2026-01-07T08:00:00.000Z',
      });
      // Wins: a drawn giveaway of points, a wager-raffle cash prize (and one another member won).
      await createGiveaway(t.db, {
        title: 'Secret Stream Giveaway',
        prizeType: 'points',
        prizeValue: 5000,
        drawnAt: '2026-01-09T08:00:00.000Z',
        winners: [m.id],
      });
      await createWagerRaffle(t.db, {
        name: 'Spring Wager Raffle',
        drawnAt: '2026-01-10T08:00:00.000Z',
        prizes: [
          { type: 'cash', value: 1000_00, description: '$1,000 cash', winner: other.id },
          { type: 'cash', value: 500_00, description: '$500 cash', winner: m.id },
        ],
      });
      // Another member's records never show.
      await createDailyClaim(t.db, { userId: other.id, claimedAt: '2026-01-05T09:00:00.000Z' });

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
      expect(view).toEqual([
        {
          type: 'other',
          title: 'Won prize #2 in Spring Wager Raffle',
          points: 0,
          xp: 0,
          amount: 500,
          day: '2026-01-10',
        },
        {
          type: 'other',
          title: 'Won Secret Stream Giveaway',
          points: 5000,
          xp: 0,
          amount: null,
          day: '2026-01-09',
        },
        {
          type: 'other',
          title: 'Won the Honey Heist challenge',
          points: 0,
          xp: 0,
          amount: 50,
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
          points: 300,
          xp: 400,
          amount: null,
          day: '2026-01-06',
        },
        {
          type: 'tournament',
          title: 'Predicted Slot Showdown',
          points: 0,
          xp: 0,
          amount: null,
          day: '2026-01-05',
        },
        {
          type: 'bonus_hunt',
          title: 'Predicted Bonus Hunt #7',
          points: 0,
          xp: 0,
          amount: null,
          day: '2026-01-03',
        },
        {
          type: 'redemption',
          title: 'Redeemed Stream Shoutout',
          points: -500,
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
      const byTitle = (title: string) => res.activities.find((a) => a.title === title)!;
      expect(byTitle('Won the Honey Heist challenge').description).toBe('First to hit 250.00x.');
      expect(byTitle('Won Secret Stream Giveaway').description).toBe('5,000 points');
      expect(byTitle('Won prize #2 in Spring Wager Raffle').description).toBe('$500 cash');
      expect(byTitle('Predicted Slot Showdown').description).toBe(
        'Picked the winners of 2 matches.',
      );
      expect(byTitle('Predicted Bonus Hunt #7').description).toBe(
        'Submitted an end balance prediction.',
      );
      expect(byTitle('Redeemed Stream Shoutout').description).toBe(item.description);
      expect(byTitle('Unlocked Big Spender!').id).toMatch(/^activity-\d+$/);
      expect(challenge.slot_name).toBe('Honey Heist');
    });

    it('answers the newest 20 only', async () => {
      const m = await createMember(t.db);
      for (let i = 1; i <= 25; i++)
        await createDailyClaim(t.db, {
          userId: m.id,
          claimedAt: `2026-02-${String(i).padStart(2, '0')}T10:00:00.000Z`,
        });
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
