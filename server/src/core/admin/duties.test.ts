import type { LightMyRequestResponse } from 'fastify';
import type {
  ModeratorCeilingKey,
  ModeratorFloorKey,
  ModeratorLimitKey,
} from '@lobby/shared-api/contract';
import {
  createRedemption,
  createStoreItem,
  createVipClaim,
  createVipTier,
} from '../../areas/commerce/testing';
import {
  createCasinoLink,
  createChallenge,
  createLeaderboard,
  createPlatform,
} from '../../areas/community/testing';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { changePoints } from '../ledger/points';
import { setSettings } from '../settings/factories';
import { createMember } from '../users/factories';
import { limitSettingKey } from './duties';

type Role = 'moderator' | 'admin';
type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

/** The limits this test sets (Admin › Site's keys), so the amounts below read plainly. */
const LIMITS: Record<ModeratorLimitKey, number> = {
  points_adjustment: 100,
  vip_reward_points: 500,
  vip_reward_cash: 10,
  prize_points: 1_000,
  prize_cash: 20,
  store_price_min: 50,
  entry_cost_min: 5,
};

describe.each(testDialects())('Separation of duties (%s)', (dialect) => {
  let t: TestApp;
  const ids: Record<Role | 'member', number> = { moderator: 0, admin: 0, member: 0 };
  const as: Record<Role, Send> = {} as Record<Role, Send>;
  let platformId: number;
  let casinoId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const role of ['moderator', 'admin'] as const) {
      ids[role] = (await createMember(t.db, { username: `duty_${role}`, role })).id;
      const headers = headersOf(await t.login({ id: ids[role] }));
      as[role] = (method, url, payload) =>
        t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    }
    ids.member = (await createMember(t.db, { username: 'duty_member' })).id;
    await changePoints(t.db, { userId: ids.member, delta: 10_000, reason: 'opening_balance' });
    await setSettings(
      t.db,
      Object.fromEntries(
        Object.entries(LIMITS).map(([k, v]) => [
          limitSettingKey(k as ModeratorLimitKey),
          String(v),
        ]),
      ),
    );
    platformId = (await createPlatform(t.db, { name: `Duty casino ${dialect}` })).id;
    casinoId = Number(
      (
        await t.db
          .insertInto('casinos')
          .values({
            name: 'Duty Casino',
            image: null,
            platform_type: 'duty',
            platform_id: platformId,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  });
  afterAll(() => t.close());

  const refusals = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', `${action}.refused`)
      .orderBy('id')
      .execute();

  // ------------------------------------------------------------------------------------------
  // Value staff create: each row sends one amount (points, or dollars for cash limits) as `who`.

  const giveaway = (type: string, value: number) => ({
    title: 'Duty giveaway',
    description: '',
    image: null,
    prize_type: type,
    prize_value: value,
    prize_description: null,
    number_of_winners: 1,
    end_datetime: inHours(24),
    is_accepting_entries: true,
    allow_passwordless_entry: true,
    allow_points_entry: false,
    points_per_entry: 0,
    max_points_entries: 0,
  });
  const raffle = (type: string, value: number) => ({
    name: 'Duty raffle',
    description: '',
    start_date: inHours(1),
    end_date: inHours(48),
    dollars_per_ticket: 10,
    auto_draw: false,
    casino_ids: [casinoId],
    // Two places: the limit is on what the raffle pays in all.
    prizes: [
      { prize_type: type, prize_value: value / 2, description: null, image_url: null },
      { prize_type: type, prize_value: value / 2, description: null, image_url: null },
    ],
  });
  const challenge = (type: string, value: number) => ({
    slot_name: 'Duty Slot',
    multiplier: 100,
    min_bet: 0.2,
    prize: value,
    prize_type: type,
    start_date: inHours(-1),
    end_date: inHours(48),
  });
  const tier = (type: string, value: number) => ({
    platform_id: platformId,
    name: `Duty ${type} ${value}`,
    description: '',
    min_wagered: 1000,
    reward_type: type,
    reward_amount: value,
    hidden: true,
  });

  interface LimitCase {
    name: string;
    limit: ModeratorCeilingKey;
    /** The audit action a refusal is recorded under (without `.refused`). */
    action: string;
    /** Above the limit by the smallest step (1 point, 1 cent). */
    step: number;
    send: (who: Send, amount: number) => Promise<LightMyRequestResponse>;
    message: string;
  }

  /** Makes something as an admin with a small value, then lets `who` change it to `amount`. */
  const edited =
    (
      make: () => Promise<number>,
      send: (who: Send, id: number, amount: number) => Promise<LightMyRequestResponse>,
    ) =>
    async (who: Send, amount: number) =>
      send(who, await make(), amount);

  const G = '/api/admin/engagement/giveaways';
  const R = '/api/admin/engagement/wager-raffles';
  const H = '/api/admin/engagement/bonus-hunts';
  const C = '/api/admin/community/challenges';
  const V = '/api/admin/commerce/vip/tiers';
  const created = async (res: Promise<LightMyRequestResponse>) => {
    const r = await res;
    expect(r.statusCode).toBeLessThan(300);
    const body = r.json();
    return Number(body.id ?? body.data.id);
  };

  const LIMIT_CASES: LimitCase[] = [
    {
      name: "adjusting a member's points",
      limit: 'points_adjustment',
      action: 'member.points',
      step: 1,
      send: (who, amount) =>
        who('POST', `/api/admin/members/${ids.member}/points`, {
          delta: amount,
          reason: 'Duty test',
        }),
      message:
        "Moderators may adjust a member's points by at most 100 points at once; ask an admin.",
    },
    {
      name: 'creating a VIP tier paying points',
      limit: 'vip_reward_points',
      action: 'vip_tier.create',
      step: 1,
      send: (who, amount) => who('POST', V, tier('points', amount)),
      message: 'Moderators may set a VIP reward of at most 500 points; ask an admin.',
    },
    {
      name: 'raising a VIP tier’s cash reward',
      limit: 'vip_reward_cash',
      action: 'vip_tier.update',
      step: 0.01,
      send: edited(
        () => created(as.admin('POST', V, tier('cash', 1))),
        (who, id, amount) => who('PUT', `${V}/${id}`, tier('cash', amount)),
      ),
      message: 'Moderators may set a VIP cash reward of at most $10.00; ask an admin.',
    },
    {
      name: 'creating a giveaway with a points prize',
      limit: 'prize_points',
      action: 'giveaway.create',
      step: 1,
      send: (who, amount) => who('POST', G, giveaway('points', amount)),
      message: 'Moderators may set prizes worth at most 1,000 points in all; ask an admin.',
    },
    {
      name: 'raising a giveaway’s cash prize',
      limit: 'prize_cash',
      action: 'giveaway.update',
      step: 0.01,
      send: edited(
        () => created(as.admin('POST', G, giveaway('cash', 1))),
        (who, id, amount) => who('PUT', `${G}/${id}`, giveaway('cash', amount)),
      ),
      message: 'Moderators may set cash prizes of at most $20.00 in all; ask an admin.',
    },
    {
      name: 'creating a wager raffle with cash prizes',
      limit: 'prize_cash',
      action: 'wager_raffle.create',
      step: 0.02,
      send: (who, amount) => who('POST', R, raffle('cash', amount)),
      message: 'Moderators may set cash prizes of at most $20.00 in all; ask an admin.',
    },
    {
      name: 'raising a wager raffle’s points prizes',
      limit: 'prize_points',
      action: 'wager_raffle.update',
      step: 2,
      send: edited(
        () => created(as.admin('POST', R, raffle('points', 10))),
        (who, id, amount) => who('PUT', `${R}/${id}`, raffle('points', amount)),
      ),
      message: 'Moderators may set prizes worth at most 1,000 points in all; ask an admin.',
    },
    {
      name: 'creating a challenge with a cash prize',
      limit: 'prize_cash',
      action: 'challenge.create',
      step: 0.01,
      send: (who, amount) => who('POST', C, challenge('cash', amount)),
      message: 'Moderators may set cash prizes of at most $20.00 in all; ask an admin.',
    },
    {
      name: 'raising a challenge’s points prize',
      limit: 'prize_points',
      action: 'challenge.update',
      step: 1,
      send: edited(
        () => created(as.admin('POST', C, challenge('points', 10))),
        (who, id, amount) => who('PUT', `${C}/${id}`, challenge('points', amount)),
      ),
      message: 'Moderators may set prizes worth at most 1,000 points in all; ask an admin.',
    },
    {
      name: 'creating a bonus hunt with points prizes',
      limit: 'prize_points',
      action: 'hunt.create',
      step: 1,
      send: (who, amount) =>
        who('POST', H, { name: 'Duty hunt', start_balance: 100, prize_points: [amount - 1, 1] }),
      message: 'Moderators may set prizes worth at most 1,000 points in all; ask an admin.',
    },
    {
      name: 'raising a bonus hunt’s points prizes',
      limit: 'prize_points',
      action: 'hunt.update',
      step: 1,
      send: edited(
        () =>
          created(
            as.admin('POST', H, { name: 'Duty hunt', start_balance: 100, prize_points: [5] }),
          ),
        (who, id, amount) => who('PATCH', `${H}/${id}`, { prize_points: [amount] }),
      ),
      message: 'Moderators may set prizes worth at most 1,000 points in all; ask an admin.',
    },
  ];

  describe.each(LIMIT_CASES)('$name', (c) => {
    const max = LIMITS[c.limit];
    const above = Math.round((max + c.step) * 100) / 100;

    it('a moderator within the limit is allowed', async () => {
      expect((await c.send(as.moderator, max)).statusCode).toBeLessThan(300);
    });

    it('a moderator above the limit gets a 403 saying why, and the refusal is audited', async () => {
      const before = (await refusals(c.action)).length;
      const res = await c.send(as.moderator, above);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(c.message);
      const rows = await refusals(c.action);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ actor_id: ids.moderator });
      expect(JSON.parse(rows.at(-1)!.after_json!)).toMatchObject({
        reason: c.message,
        limit: c.limit,
        max,
      });
    });

    it('an admin above the limit is allowed', async () => {
      expect((await c.send(as.admin, above)).statusCode).toBeLessThan(300);
    });
  });

  // Floors: a price under them gives value away (a cheap store item, cheap giveaway entries).
  const storeItem = (cost: number) => ({
    name: `Duty item ${cost}`,
    cost,
    quantity: 5,
    hidden: true,
  });
  const S = '/api/admin/commerce/store/items';
  const pointsGiveaway = (perEntry: number) => ({
    ...giveaway('points', 10),
    allow_points_entry: true,
    points_per_entry: perEntry,
    max_points_entries: 10,
  });

  const FLOOR_CASES: {
    name: string;
    limit: ModeratorFloorKey;
    action: string;
    send: (who: Send, amount: number) => Promise<LightMyRequestResponse>;
    message: string;
  }[] = [
    {
      name: 'creating a store item',
      limit: 'store_price_min',
      action: 'store_item.create',
      send: (who, amount) => who('POST', S, storeItem(amount)),
      message: 'Moderators may not price a store item under 50 points; ask an admin.',
    },
    {
      name: 'lowering a store item’s price',
      limit: 'store_price_min',
      action: 'store_item.update',
      send: edited(
        () => created(as.admin('POST', S, storeItem(1_000))),
        (who, id, amount) => who('PUT', `${S}/${id}`, storeItem(amount)),
      ),
      message: 'Moderators may not price a store item under 50 points; ask an admin.',
    },
    {
      name: 'creating a giveaway with points entries',
      limit: 'entry_cost_min',
      action: 'giveaway.create',
      send: (who, amount) => who('POST', G, pointsGiveaway(amount)),
      message: "Moderators may not set a giveaway's points per entry under 5 points; ask an admin.",
    },
    {
      name: 'lowering a giveaway’s points per entry',
      limit: 'entry_cost_min',
      action: 'giveaway.update',
      send: edited(
        () => created(as.admin('POST', G, pointsGiveaway(100))),
        (who, id, amount) => who('PUT', `${G}/${id}`, pointsGiveaway(amount)),
      ),
      message: "Moderators may not set a giveaway's points per entry under 5 points; ask an admin.",
    },
  ];

  describe.each(FLOOR_CASES)('$name', (c) => {
    const min = LIMITS[c.limit];

    it('a moderator at the floor is allowed', async () => {
      expect((await c.send(as.moderator, min)).statusCode).toBeLessThan(300);
    });

    it('a moderator under the floor gets a 403 saying why, and the refusal is audited', async () => {
      const before = (await refusals(c.action)).length;
      const res = await c.send(as.moderator, min - 1);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(c.message);
      const rows = await refusals(c.action);
      expect(rows).toHaveLength(before + 1);
      expect(JSON.parse(rows.at(-1)!.after_json!)).toMatchObject({
        reason: c.message,
        limit: c.limit,
        min,
      });
    });

    it('an admin under the floor is allowed', async () => {
      expect((await c.send(as.admin, min - 1)).statusCode).toBeLessThan(300);
    });
  });

  it('a moderator may keep (not lower) a price an admin set under the floor', async () => {
    const id = await created(as.admin('POST', S, storeItem(1)));
    const kept = await as.moderator('PUT', `${S}/${id}`, { ...storeItem(1), quantity: 9 });
    expect(kept.statusCode).toBe(200);
    const lowered = await as.moderator('PUT', `${S}/${id}`, storeItem(0));
    expect(lowered.statusCode).toBe(403);
  });

  it('a moderator may keep (not raise) a value an admin set above the limit', async () => {
    const id = await created(as.admin('POST', G, giveaway('points', 50_000)));
    const res = await as.moderator('PUT', `${G}/${id}`, {
      ...giveaway('points', 50_000),
      title: 'Renamed',
    });
    expect(res.statusCode).toBe(200);
    const raised = await as.moderator('PUT', `${G}/${id}`, giveaway('points', 50_001));
    expect(raised.statusCode).toBe(403);
  });

  it('only an admin changes the limits; 0 makes the action admin-only', async () => {
    expect((await as.moderator('GET', '/api/admin/site')).statusCode).toBe(403);
    const current = (await as.admin('GET', '/api/admin/site')).json().data;
    expect(current.moderator_limits).toEqual(LIMITS);
    const { site_logo_url: _url, ...values } = current;
    expect((await as.moderator('PUT', '/api/admin/site', values)).statusCode).toBe(403);
    const bad = await as.admin('PUT', '/api/admin/site', {
      ...values,
      moderator_limits: { ...LIMITS, prize_cash: -1, vip_reward_points: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'moderator_limits.prize_cash',
      'moderator_limits.vip_reward_points',
    ]);
    const zero = await as.admin('PUT', '/api/admin/site', {
      ...values,
      moderator_limits: { ...LIMITS, vip_reward_points: 0 },
    });
    expect(zero.statusCode).toBe(200);
    const refused = await as.moderator('POST', V, tier('points', 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only an admin may set a VIP reward in points; ask an admin.',
    );
    expect((await as.admin('PUT', '/api/admin/site', values)).statusCode).toBe(200);
  });

  // ------------------------------------------------------------------------------------------
  // Nobody acts on their own account: each row makes an item owned by `ownerId` and acts on it.

  interface SelfCase {
    name: string;
    action: string;
    message: string;
    act: (who: Send, ownerId: number) => Promise<LightMyRequestResponse>;
  }

  let names = 0;
  /** A pending casino name (one per member and platform, so each on a platform of its own). */
  const casinoLink = async (ownerId: number) => {
    const platform = await createPlatform(t.db);
    const link = await createCasinoLink(t.db, ownerId, platform.id, `duty_name_${++names}`, {
      status: 'pending',
    });
    return link.id;
  };
  const challengeClaim = async (ownerId: number) => {
    const c = await createChallenge(t.db, { prize: 10, prize_type: 'points' });
    const row = await t.db
      .insertInto('challenge_claims')
      .values({
        challenge_id: c.id,
        user_id: ownerId,
        description: 'I hit it',
        evidence_images: '[]',
        status: 'pending',
        created_at: new Date().toISOString(),
        reviewed_at: null,
        reason: null,
        reviewed_by: null,
        awarded_prize: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const vipClaim = async (ownerId: number) => {
    const tierId = await createVipTier(t.db, {
      platformId,
      rewardType: 'cash',
      rewardAmount: 5_00,
    });
    await createVipClaim(t.db, { userId: ownerId, tierId, processed: false });
    const row = await t.db
      .selectFrom('vip_claims')
      .select('id')
      .where('tier_id', '=', tierId)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const redemption = async (ownerId: number) => {
    const item = await createStoreItem(t.db, { cost: 10 });
    return createRedemption(t.db, { itemId: item.id, userId: ownerId });
  };
  let payoutRef = 0;
  /** A payout waiting for approval, under its platform's threshold unless `cents` is above it. */
  const payout = async (ownerId: number, cents = 5_00) => {
    const row = await t.db
      .insertInto('payouts')
      .values({
        user_id: ownerId,
        platform_id: platformId,
        source: 'duty',
        source_ref: `d${++payoutRef}`,
        description: 'a duty prize',
        amount_cents: cents,
        recipient: 'someone',
        nonce: `nonce-${dialect}-${payoutRef}`,
        status: 'needs_approval',
        next_attempt_at: null,
        last_error: null,
        provider_ref: null,
        cap_day: null,
        approved_by: null,
        approved_at: null,
        sent_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  const SELF_CASES: SelfCase[] = [
    {
      name: 'approving a casino name',
      action: 'casino_link.approve',
      message: 'You cannot approve your own casino name.',
      act: async (who, owner) =>
        who('POST', `/api/admin/community/casino-links/${await casinoLink(owner)}/approve`),
    },
    {
      name: 'rejecting a casino name',
      action: 'casino_link.reject',
      message: 'You cannot reject your own casino name.',
      act: async (who, owner) =>
        who('POST', `/api/admin/community/casino-links/${await casinoLink(owner)}/reject`, {
          reason: 'Not readable',
        }),
    },
    {
      name: 'approving a challenge claim',
      action: 'claim.approve',
      message: 'You cannot approve your own challenge claim.',
      act: async (who, owner) =>
        who(
          'POST',
          `/api/admin/community/challenges/claims/${await challengeClaim(owner)}/approve`,
        ),
    },
    {
      name: 'rejecting a challenge claim',
      action: 'claim.reject',
      message: 'You cannot reject your own challenge claim.',
      act: async (who, owner) =>
        who(
          'POST',
          `/api/admin/community/challenges/claims/${await challengeClaim(owner)}/reject`,
          {
            reason: 'No screenshot',
          },
        ),
    },
    {
      name: 'paying a VIP claim',
      action: 'vip_claim.pay',
      message: 'You cannot approve your own VIP claim.',
      act: async (who, owner) =>
        who('POST', `/api/admin/commerce/vip/claims/${await vipClaim(owner)}/pay`),
    },
    {
      name: 'refunding a store redemption',
      action: 'redemption.refund',
      message: 'You cannot refund your own redemption.',
      act: async (who, owner) =>
        who('POST', `/api/admin/commerce/store/redemptions/${await redemption(owner)}/refund`),
    },
    {
      name: 'approving a payout',
      action: 'payout.approve',
      message: 'You cannot approve your own payout.',
      act: async (who, owner) => who('POST', `/api/admin/payouts/${await payout(owner)}/approve`),
    },
    {
      name: 'rejecting a payout',
      action: 'payout.reject',
      message: 'You cannot reject your own payout.',
      act: async (who, owner) => who('POST', `/api/admin/payouts/${await payout(owner)}/reject`),
    },
    {
      name: 'correcting a leaderboard entry',
      action: 'leaderboard_entry.correct',
      message: 'You cannot correct your own leaderboard entry.',
      act: async (who, owner) => {
        const platform = await createPlatform(t.db);
        await createLeaderboard(t.db, { platformId: platform.id });
        const name = `duty_player_${++names}`;
        await createCasinoLink(t.db, owner, platform.id, name);
        return who(
          'POST',
          `/api/admin/community/leaderboard/platforms/${platform.id}/corrections`,
          {
            username: name,
            wagered: '5000.00',
            reason: 'Feed missed a day',
          },
        );
      },
    },
    {
      name: 'adjusting points',
      action: 'member.points',
      message: 'You cannot adjust your own points.',
      act: (who, owner) =>
        who('POST', `/api/admin/members/${owner}/points`, { delta: 5, reason: 'Mine' }),
    },
    {
      name: 'banning',
      action: 'member.ban',
      message: 'You cannot ban yourself.',
      act: (who, owner) =>
        who('POST', `/api/admin/members/${owner}/ban`, { reason: 'Testing rules' }),
    },
  ];

  beforeAll(async () => {
    // Payouts up to $10 wait for approval on this platform without needing an admin.
    await t.db
      .insertInto('payout_providers')
      .values({
        platform_id: platformId,
        enabled: 0,
        api_url: 'http://tips.invalid',
        api_token: 'x',
        per_payout_cap_cents: 100_00,
        daily_cap_cents: 1000_00,
        approval_threshold_cents: 10_00,
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
  });

  describe.each(SELF_CASES)('$name', (c) => {
    it.each(['moderator', 'admin'] as const)(
      'on their own account: 403 for a %s, audited',
      async (role) => {
        const before = (await refusals(c.action)).length;
        const res = await c.act(as[role], ids[role]);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(c.message);
        const rows = await refusals(c.action);
        expect(rows).toHaveLength(before + 1);
        expect(rows.at(-1)).toMatchObject({ actor_id: ids[role] });
        expect(JSON.parse(rows.at(-1)!.after_json!)).toEqual({
          reason: c.message,
          owner_id: ids[role],
        });
      },
    );

    it.each(['moderator', 'admin'] as const)(
      "on another's account: allowed for a %s",
      async (role) => {
        const other = (await createMember(t.db)).id;
        await changePoints(t.db, { userId: other, delta: 100, reason: 'opening_balance' });
        expect((await c.act(as[role], other)).statusCode).toBe(200);
      },
    );
  });

  it('changing their own role: 403 for an admin, audited; another admin may', async () => {
    const res = await as.admin('PATCH', `/api/admin/members/${ids.admin}/role`, { role: 'member' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot change your own role.');
    expect((await refusals('member.role')).at(-1)).toMatchObject({ actor_id: ids.admin });
    const other = (await createMember(t.db, { role: 'admin' })).id;
    expect(
      (await as.admin('PATCH', `/api/admin/members/${other}/role`, { role: 'moderator' }))
        .statusCode,
    ).toBe(200);
  });

  it('a payout above the approval threshold needs an admin who is not the payee', async () => {
    const member = (await createMember(t.db)).id;
    const forMod = await as.moderator(
      'POST',
      `/api/admin/payouts/${await payout(member, 50_00)}/approve`,
    );
    expect(forMod.statusCode).toBe(403);
    expect(forMod.json().message).toBe(
      'Only an admin may approve a payout above the approval threshold of $10.00.',
    );
    expect((await refusals('payout.approve')).at(-1)).toMatchObject({ actor_id: ids.moderator });
    // The moderator may still reject it; an admin approves; the payee (an admin) may not.
    expect(
      (await as.moderator('POST', `/api/admin/payouts/${await payout(member, 50_00)}/reject`))
        .statusCode,
    ).toBe(200);
    expect(
      (await as.admin('POST', `/api/admin/payouts/${await payout(member, 50_00)}/approve`))
        .statusCode,
    ).toBe(200);
    const own = await as.admin(
      'POST',
      `/api/admin/payouts/${await payout(ids.admin, 50_00)}/approve`,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own payout.');
  });
});
