import type { Insertable } from 'kysely';
import { calendarDay } from '@lobby/shared-api/contract';
import type { Database } from '../db';
import { avatarFile, demo, logoFile } from './assets';
import { coreAuditSeed } from './audit-seed';
import { DAY, HOUR, SEED_ORDER } from './context';
import type { SeedStep } from './context';
import { AFFILIATES, MEMBERS, SITE } from './demo-data';

// The core's steps of the demo seed: site settings, the members (and with them the points
// ledger every area's steps add to), affiliates, daily claims,
// notifications, friendships, and last the ledger itself.

const settings: SeedStep = {
  name: 'core:settings',
  order: SEED_ORDER.settings,
  async run({ at, insertMany }) {
    const values: Record<string, string> = {
      site_name: SITE.site_name,
      site_logo: demo('site-logo.svg'),
      site_description: SITE.site_description,
      stream_channel: SITE.stream_channel,
      crypto1_enabled: '1',
      crypto1_label: SITE.crypto1_label,
      crypto2_enabled: '1',
      crypto2_label: SITE.crypto2_label,
      crypto3_enabled: '0',
      crypto3_label: SITE.crypto3_label,
      social_kick: SITE.social_kick,
      social_discord: SITE.social_discord,
      social_x: SITE.social_x,
      social_instagram: SITE.social_instagram,
      social_tiktok: SITE.social_tiktok,
    };
    await insertMany(
      'settings',
      Object.entries(values).map(([key, value]) => ({ key, value, updated_at: at(-30 * DAY) })),
    );
  },
};

interface LedgerEntry {
  user_id: number;
  delta: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
}

/** Balances and ledger entries the steps build up; written by the ledger step at the end. */
const ledgers = new WeakMap<object, { points: Map<number, number>; ledger: LedgerEntry[] }>();

const members: SeedStep = {
  name: 'core:members',
  order: SEED_ORDER.members,
  async run(ctx) {
    const { at, rnd } = ctx;
    const points = new Map<number, number>();
    const ledger: LedgerEntry[] = [];
    ledgers.set(ctx, { points, ledger });
    const userIds: number[] = [];
    const byName = new Map<string, number>();
    for (const [i, [username, globalName, role]] of MEMBERS.entries()) {
      const joined = at(-(400 - i * 11) * DAY - rnd.int(0, 20) * HOUR);
      const xp = role === 'admin' ? 48_250 : rnd.logInt(200, 30_000);
      const [id] = await ctx.insertReturningIds('users', [
        {
          discord_id: String(900_000_000_000_000_000n + BigInt(i * 7919 + 1)),
          username,
          global_name: globalName,
          avatar: i % 9 === 8 ? null : demo(avatarFile(username)),
          email: `${username.replace(/_/g, '.')}@example.com`,
          kick_username: i % 4 === 3 ? null : username.replace(/_/g, ''),
          kick_user_id: i % 4 === 3 ? null : String(5_000_000 + i * 131),
          bio:
            i % 3 === 0
              ? `${globalName ?? username} — here for the bonus hunts and the community. Catch me in chat every stream.`
              : null,
          twitter_user: i % 2 === 0 ? username : null,
          youtube_user: i % 5 === 0 ? username : null,
          instagram_user: i % 3 === 1 ? username : null,
          tiktok_user: i % 4 === 1 ? username : null,
          crypto: i % 2 === 0 ? `${username}_lumen` : null,
          crypto2: i % 3 === 0 ? `${username}_sf` : null,
          crypto3: null,
          banner: null,
          role,
          points: 0,
          xp,
          time_zone: ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'][
            i % 5
          ]!,
          last_daily_claim: null,
          last_daily_claim_day: null,
          last_active: at(-rnd.int(0, 72) * HOUR - rnd.int(0, 59) * 60_000),
          created_at: joined,
          updated_at: joined,
        },
      ]);
      userIds.push(id!);
      byName.set(username, id!);
      const grant =
        role === 'admin'
          ? 250_000
          : role === 'vip'
            ? rnd.int(20_000, 60_000)
            : rnd.logInt(800, 30_000);
      points.set(id!, grant);
      ledger.push({
        user_id: id!,
        delta: grant,
        reason: 'welcome_balance',
        ref_type: null,
        ref_id: null,
        created_at: joined,
      });
    }
    ctx.members = {
      all: userIds,
      regular: userIds.slice(3), // VIPs and members
      id: (name) => {
        const id = byName.get(name);
        if (id === undefined) throw new Error(`No seeded member '${name}'`);
        return id;
      },
      username: (id) => MEMBERS[userIds.indexOf(id)]![0],
    };
    ctx.points = {
      spend(userId, amount, reason, refType, refId, when) {
        const balance = points.get(userId)!;
        if (balance < amount) return false;
        points.set(userId, balance - amount);
        ledger.push({
          user_id: userId,
          delta: -amount,
          reason,
          ref_type: refType,
          ref_id: refId,
          created_at: when,
        });
        return true;
      },
      earn(userId, amount, reason, refType, refId, when) {
        points.set(userId, points.get(userId)! + amount);
        ledger.push({
          user_id: userId,
          delta: amount,
          reason,
          ref_type: refType,
          ref_id: refId,
          created_at: when,
        });
      },
    };
  },
};

const affiliates: SeedStep = {
  name: 'core:affiliates',
  order: 200,
  async run({ at, insertMany }) {
    await insertMany(
      'affiliates',
      AFFILIATES.map((a, i) => ({
        name: a.name,
        logo_url: demo(logoFile(a.name)),
        benefits: JSON.stringify(a.benefits),
        redirect_url: a.url,
        sort_order: i,
        active: 1 as const,
        created_at: at(-200 * DAY),
      })),
    );
  },
};

// Claim days are calendar days in each member's own time zone, as the live claim computes them.
const dailyClaims: SeedStep = {
  name: 'core:daily-claims',
  order: 1000,
  async run({ db, now, members, points, insertMany }) {
    const zones = new Map(
      (await db.selectFrom('users').select(['id', 'time_zone']).execute()).map((r) => [
        r.id,
        r.time_zone,
      ]),
    );
    const dailies: Insertable<Database['daily_claims']>[] = [];
    for (const [i, user_id] of members.regular.entries()) {
      if (i % 3 === 2) continue;
      const zone = zones.get(user_id) ?? 'UTC';
      const agos =
        i % 2 === 0
          ? [DAY + (i % 5) * 3_600_000, 2 * 3_600_000 + (i % 4) * 600_000]
          : [DAY + (i % 7) * 3_600_000];
      const days = new Set<string>();
      for (const ago of agos) {
        const claimedAt = new Date(now.getTime() - ago);
        const day = calendarDay(claimedAt, zone);
        if (days.has(day)) continue;
        days.add(day);
        const when = claimedAt.toISOString();
        dailies.push({ user_id, day, points: 100, xp: 50, claimed_at: when });
        points.earn(user_id, 100, 'daily_claim', 'daily_claim', null, when);
      }
    }
    await insertMany('daily_claims', dailies);
    for (const d of dailies) {
      await db
        .updateTable('users')
        .set({ last_daily_claim: d.claimed_at, last_daily_claim_day: d.day })
        .where('id', '=', d.user_id)
        .where((eb) =>
          eb.or([eb('last_daily_claim', 'is', null), eb('last_daily_claim', '<', d.claimed_at)]),
        )
        .execute();
    }
  },
};

const notifications: SeedStep = {
  name: 'core:notifications',
  order: 1010,
  async run({ at, rnd, members, insertMany }) {
    const notes: Insertable<Database['notifications']>[] = [];
    for (const user_id of members.all) {
      notes.push({
        user_id,
        type: 'bonus_hunt',
        title: 'Bonus Hunt #14 is live',
        message: 'Predictions are open — guess the end balance!',
        url: '/bonus-hunts',
        read_at: null,
        created_at: at(-90 * 60_000),
      });
      notes.push({
        user_id,
        type: 'giveaway',
        title: 'New giveaway',
        message: '$500 Cash Giveaway is open for entries.',
        url: '/raffles',
        read_at: rnd.chance(0.5) ? at(-HOUR) : null,
        created_at: at(-2 * DAY),
      });
      notes.push({
        user_id,
        type: 'system',
        title: 'Welcome to Lobby',
        message: 'Claim your daily points from the rewards menu.',
        url: '/settings',
        read_at: at(-30 * DAY),
        created_at: at(-60 * DAY),
      });
    }
    await insertMany('notifications', notes);
  },
};

const friendships: SeedStep = {
  name: 'core:friendships',
  order: 1020,
  async run({ at, members, insertMany }) {
    const pairs: [string, string, 'pending' | 'accepted'][] = [
      ['spinwizard', 'lucky_lou', 'accepted'],
      ['spinwizard', 'reelqueen', 'accepted'],
      ['spinwizard', 'highroller_vera', 'accepted'],
      ['spinwizard', 'midnight_max', 'accepted'],
      ['spinwizard', 'cascade_cat', 'accepted'],
      ['spinwizard', 'nova_nina', 'accepted'],
      ['tumble_tess', 'spinwizard', 'pending'],
      ['spinwizard', 'pixelpete', 'pending'],
      ['lucky_lou', 'reelqueen', 'accepted'],
      ['admin', 'moderator', 'accepted'],
    ];
    await insertMany(
      'friendships',
      pairs.map(([a, b, status], i) => {
        const ra = members.id(a);
        const rb = members.id(b);
        return {
          requester_id: ra,
          addressee_id: rb,
          user_low: Math.min(ra, rb),
          user_high: Math.max(ra, rb),
          status,
          created_at: at(-(20 - i) * DAY),
          accepted_at: status === 'accepted' ? at(-(19 - i) * DAY) : null,
        };
      }),
    );
  },
};

// The ledger in time order, then the balances it adds up to.
const ledger: SeedStep = {
  name: 'core:points-ledger',
  order: SEED_ORDER.ledger,
  async run(ctx) {
    const state = ledgers.get(ctx);
    if (!state) throw new Error('No points ledger: the members step did not run');
    const entries = [...state.ledger].sort((a, b) =>
      a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
    );
    const running = new Map<number, number>();
    const rows = entries.map((l) => {
      const balance = (running.get(l.user_id) ?? 0) + l.delta;
      running.set(l.user_id, balance);
      return { ...l, balance_after: Math.max(0, balance) };
    });
    await ctx.insertMany('points_ledger', rows);
    for (const [user_id, balance] of running) {
      await ctx.db
        .updateTable('users')
        .set({ points: balance })
        .where('id', '=', user_id)
        .execute();
    }
  },
};

/** The core's demo seed steps (the areas' come from their descriptors). */
export const CORE_SEED_STEPS: readonly SeedStep[] = [
  settings,
  members,
  affiliates,
  dailyClaims,
  notifications,
  friendships,
  coreAuditSeed,
  ledger,
];
