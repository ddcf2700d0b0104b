import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { calendarDay } from '@lobby/shared-api/contract';
import type { DialectName } from '../db';
import { migrateToLatest, migrateToNothing } from '../db/migrate';
import type { Database } from '../db/tables';
import {
  CARDS,
  avatarFile,
  badgeFile,
  cardFile,
  demo,
  logoFile,
  slotFile,
  slotProvider,
} from './assets';
import { AFFILIATES, MEMBERS, PLATFORMS, SITE, SLOTS, playerNames } from './demo-data';
import { createPrng } from './prng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SeedOptions {
  /** The moment the demo is built around (periods, countdowns); defaults to now. */
  now?: Date;
  /** Wipe every table first (migrate down to nothing, then up again). */
  reset?: boolean;
  dialect: DialectName;
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/** Inserts rows in chunks (parameter limits of SQLite and PostgreSQL). */
async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  counts: Record<string, number>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
  counts[table] = (counts[table] ?? 0) + rows.length;
}

async function insertReturningIds<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  counts: Record<string, number>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const r = (await db
      .insertInto(table)
      .values(row as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow()) as unknown as { id: number };
    ids.push(Number(r.id));
  }
  counts[table] = (counts[table] ?? 0) + rows.length;
  return ids;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Fills an empty database with the demo community. Idempotent: a database that already has
 * members is left alone unless `reset` is set. Deterministic for a given `now`.
 */
export async function seedDatabase(db: Kysely<Database>, opts: SeedOptions): Promise<SeedResult> {
  if (opts.reset) await migrateToNothing(db, opts.dialect);
  await migrateToLatest(db, opts.dialect);
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('c'))
    .executeTakeFirst();
  if (Number(existing?.c ?? 0) > 0) return { seeded: false, counts: {} };

  const now = opts.now ?? new Date();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const rnd = createPrng(20261121);
  const counts: Record<string, number> = {};

  // --- settings -------------------------------------------------------------------------------
  const settings: Record<string, string> = {
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
    db,
    'settings',
    Object.entries(settings).map(([key, value]) => ({ key, value, updated_at: at(-30 * DAY) })),
    counts,
  );

  // --- members --------------------------------------------------------------------------------
  const points = new Map<number, number>();
  const ledger: {
    user_id: number;
    delta: number;
    reason: string;
    ref_type: string | null;
    ref_id: number | null;
    created_at: string;
  }[] = [];
  const userIds: number[] = [];
  const byName = new Map<string, number>();
  for (const [i, [username, globalName, role]] of MEMBERS.entries()) {
    const joined = at(-(400 - i * 11) * DAY - rnd.int(0, 20) * HOUR);
    const xp = role === 'admin' ? 48_250 : rnd.logInt(200, 30_000);
    const [id] = await insertReturningIds(
      db,
      'users',
      [
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
      ],
      counts,
    );
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
  const uid = (name: string) => byName.get(name)!;
  const spend = (
    userId: number,
    amount: number,
    reason: string,
    refType: string,
    refId: number,
    when: string,
  ) => {
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
  };
  const earn = (
    userId: number,
    amount: number,
    reason: string,
    refType: string | null,
    refId: number | null,
    when: string,
  ) => {
    points.set(userId, points.get(userId)! + amount);
    ledger.push({
      user_id: userId,
      delta: amount,
      reason,
      ref_type: refType,
      ref_id: refId,
      created_at: when,
    });
  };
  const members = userIds.slice(3); // VIPs and members

  // --- affiliates, platforms, slots -----------------------------------------------------------
  await insertMany(
    db,
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
    counts,
  );
  const platformIds = await insertReturningIds(
    db,
    'platforms',
    PLATFORMS.map((p, i) => ({
      slug: p.slug,
      name: p.name,
      image: demo(badgeFile(p.slug)),
      sort_order: i,
      active: 1 as const,
      created_at: at(-200 * DAY),
    })),
    counts,
  );
  await insertMany(
    db,
    'slots',
    SLOTS.map((name) => ({
      name,
      image: demo(slotFile(name)),
      provider: slotProvider(name),
      created_at: at(-300 * DAY),
    })),
    counts,
  );

  // --- leaderboards: current period, two ended ones, ranked players ----------------------------
  const timeframeDays = { weekly: 7, biweekly: 14, monthly: 30 } as const;
  const prizeSplit = [0.4, 0.2, 0.12, 0.08, 0.06, 0.05, 0.04, 0.03, 0.01, 0.01];
  for (const [pi, p] of PLATFORMS.entries()) {
    const length = timeframeDays[p.timeframe] * DAY;
    const currentEnd = now.getTime() + p.endsInHours * HOUR;
    const prizes = prizeSplit.map((s) => cents(p.poolDollars * s));
    const periods = [
      { status: 'current' as const, end: currentEnd, players: 28 + pi * 4, scale: 1 },
      { status: 'ended' as const, end: currentEnd - length, players: 34 + pi * 3, scale: 1.6 },
      { status: 'ended' as const, end: currentEnd - 2 * length, players: 30 + pi * 2, scale: 1.4 },
    ];
    for (const [k, period] of periods.entries()) {
      const [lbId] = await insertReturningIds(
        db,
        'leaderboards',
        [
          {
            platform_id: platformIds[pi]!,
            timeframe: p.timeframe,
            period_start: new Date(period.end - length).toISOString(),
            period_end: new Date(period.end).toISOString(),
            total_prize_pool: cents(p.poolDollars),
            currency_symbol: '$',
            prizes: JSON.stringify(prizes),
            status: period.status,
            created_at: new Date(period.end - length).toISOString(),
          },
        ],
        counts,
      );
      const players = playerNames(period.players, pi * 13 + k * 5);
      await insertMany(
        db,
        'leaderboard_entries',
        players.map((pl) => ({
          leaderboard_id: lbId!,
          username: pl.username,
          display_name: pl.display,
          wagered: Math.round(rnd.logInt(25_000, 40_000_000) * period.scale),
          favorite_game: rnd.chance(0.85) ? rnd.pick(SLOTS) : null,
          updated_at: at(-rnd.int(1, 60) * 60_000),
        })),
        counts,
      );
    }
  }

  // --- bonus hunts: 13 past hunts and the active one --------------------------------------------
  const huntIds: number[] = [];
  for (let h = 1; h <= 14; h++) {
    const active = h === 14;
    const created = at(-(14 - h) * 4 * DAY - (active ? 2 * HOUR : 6 * HOUR));
    const start = cents(rnd.pick([2000, 2500, 3000, 4000, 5000, 7500, 10000]));
    const gameCount = active ? 12 : rnd.int(8, 16);
    const slots = rnd.shuffle(SLOTS).slice(0, gameCount);
    const games = slots.map((slot, g) => {
      const bet = cents(
        rnd.pick([0.4, 0.8, 1, 2, 2.5, 4, 5, 8, 10]) * (start >= cents(5000) ? 2 : 1),
      );
      const settled = !active || g < 7;
      const multi = rnd.chance(0.12) ? rnd.int(150, 1200) : rnd.int(0, 140);
      const unknownSlot = active && g === 11;
      return {
        position: g + 1,
        slot_name: unknownSlot ? null : slot,
        slot_image: unknownSlot ? null : demo(slotFile(slot)),
        slot_provider: unknownSlot ? null : slotProvider(slot),
        bet,
        win: settled ? bet * multi : null,
        user_id: g % 3 === 0 ? rnd.pick(members) : null,
      };
    });
    const winnings = games.reduce((a, g) => a + (g.win ?? 0), 0);
    const [huntId] = await insertReturningIds(
      db,
      'bonus_hunts',
      [
        {
          name: `Bonus Hunt #${h}`,
          start_balance: start,
          end_balance: active ? null : winnings,
          is_active: active ? 1 : 0,
          predictions_active: active ? 1 : 0,
          created_at: created,
          ended_at: active ? null : at(-(14 - h) * 4 * DAY),
        },
      ],
      counts,
    );
    huntIds.push(huntId!);
    await insertMany(
      db,
      'bonus_hunt_games',
      games.map((g) => ({ ...g, hunt_id: huntId!, created_at: created })),
      counts,
    );
    const predictors = rnd.shuffle(members).slice(0, active ? 9 : rnd.int(3, 8));
    const named = games.filter((g) => g.slot_name);
    await insertMany(
      db,
      'bonus_hunt_predictions',
      predictors.map((user_id, k) => {
        const when = new Date(Date.parse(created) + (k + 1) * 7 * 60_000).toISOString();
        return {
          hunt_id: huntId!,
          user_id,
          end_balance: Math.round(start * (0.3 + rnd.next() * 1.4)),
          highest_multiplier: rnd.int(5_000, 150_000),
          highest_multiplier_game: rnd.pick(named).slot_name!,
          created_at: when,
          updated_at: when,
        };
      }),
      counts,
    );
  }

  // --- store ----------------------------------------------------------------------------------
  const storeItems = [
    {
      name: '$10 Casino Tip',
      description: 'A $10 tip sent to your Lumen Casino account.',
      cost: 1000,
      quantity: 25,
      role: null,
      max: null,
    },
    {
      name: '$50 Casino Tip',
      description: 'A $50 tip to the casino of your choice. One per member.',
      cost: 4500,
      quantity: 5,
      role: null,
      max: 1,
    },
    {
      name: 'Lobby Hoodie',
      description: 'Heavyweight hoodie with the Lobby logo, shipped worldwide.',
      cost: 12000,
      quantity: 0,
      role: null,
      max: 1,
    },
    {
      name: 'Discord VIP Role',
      description: 'The VIP role on the Discord server for 30 days.',
      cost: 2500,
      quantity: 100,
      role: null,
      max: null,
    },
    {
      name: 'Stream Shoutout',
      description: 'Your name and a message read out live on stream.',
      cost: 500,
      quantity: 50,
      role: null,
      max: 3,
    },
    {
      name: 'Pick the Next Slot',
      description: 'Choose the slot the stream plays next.',
      cost: 800,
      quantity: 10,
      role: null,
      max: 2,
    },
    {
      name: 'Moderator Mystery Box',
      description: 'A thank-you box for the mod team. Contents vary.',
      cost: 1500,
      quantity: 4,
      role: 'moderator',
      max: 1,
    },
    {
      name: 'VIP Bonus Buy',
      description: 'The streamer does a bonus buy on your behalf; you keep half the win.',
      cost: 3000,
      quantity: 3,
      role: 'vip',
      max: 1,
    },
    {
      name: 'Gaming Mousepad',
      description: 'Extended mousepad with the Lobby artwork.',
      cost: 6000,
      quantity: 8,
      role: null,
      max: 2,
    },
    {
      name: 'Sticker Pack',
      description: 'Ten vinyl stickers with community emotes.',
      cost: 300,
      quantity: 200,
      role: null,
      max: null,
    },
    {
      name: 'Signed Stream Poster',
      description: 'Retired item from last season.',
      cost: 2000,
      quantity: 0,
      role: null,
      max: null,
      inactive: true,
    },
  ] as const;
  const itemIds = await insertReturningIds(
    db,
    'store_items',
    storeItems.map((it, i) => ({
      name: it.name,
      description: it.description,
      image: CARDS[it.name] ? demo(cardFile(it.name)) : null,
      cost: it.cost,
      quantity: it.quantity,
      required_role: it.role,
      max_purchases_per_user: it.max,
      active: ('inactive' in it && it.inactive ? 0 : 1) as 0 | 1,
      created_at: at(-(60 - i * 5) * DAY),
    })),
    counts,
  );
  const redemptions: Insertable<Database['store_redemptions']>[] = [];
  const purchaseCount = new Map<string, number>();
  for (let r = 0; r < 26; r++) {
    const k = rnd.pick([0, 0, 3, 4, 4, 5, 8, 9, 9, 9, 1, 2]);
    const item = storeItems[k]!;
    const userId = rnd.pick(members);
    const key = `${k}:${userId}`;
    if (item.max != null && (purchaseCount.get(key) ?? 0) >= item.max) continue;
    const when = at(-(26 - r) * 19 * HOUR - rnd.int(0, 50) * 60_000);
    if (!spend(userId, item.cost, 'store_redemption', 'store_item', itemIds[k]!, when)) continue;
    purchaseCount.set(key, (purchaseCount.get(key) ?? 0) + 1);
    redemptions.push({
      item_id: itemIds[k]!,
      user_id: userId,
      cost: item.cost,
      is_processed: r < 18 ? 1 : 0,
      processed_at: r < 18 ? at(-(26 - r) * 19 * HOUR + 3 * HOUR) : null,
      created_at: when,
    });
  }
  await insertMany(db, 'store_redemptions', redemptions, counts);

  // --- giveaways ------------------------------------------------------------------------------
  const giveaways = [
    {
      title: '$500 Cash Giveaway',
      prize_type: 'cash',
      value: cents(250),
      winners: 2,
      end: 3 * DAY,
      accepting: 1,
      free: 1,
      pts: 1,
      ppe: 100,
      maxp: 10,
      password: null,
      drawn: false,
    },
    {
      title: 'Secret Stream Giveaway',
      prize_type: 'points',
      value: 5000,
      winners: 1,
      end: 20 * HOUR,
      accepting: 1,
      free: 0,
      pts: 0,
      ppe: 0,
      maxp: 0,
      password: 'lobbylive',
      drawn: false,
    },
    {
      title: 'Lobby Hoodie Giveaway',
      prize_type: 'custom',
      value: 0,
      winners: 1,
      end: -5 * DAY,
      accepting: 0,
      free: 1,
      pts: 0,
      ppe: 0,
      maxp: 0,
      password: null,
      drawn: true,
    },
    {
      title: '$250 Cash Drop',
      prize_type: 'cash',
      value: cents(100),
      winners: 3,
      end: -12 * DAY,
      accepting: 0,
      free: 1,
      pts: 1,
      ppe: 50,
      maxp: 5,
      password: null,
      drawn: true,
    },
    {
      title: 'Weekend Spin Bundle',
      prize_type: 'custom',
      value: 0,
      winners: 5,
      end: 9 * DAY,
      accepting: 0,
      free: 1,
      pts: 0,
      ppe: 0,
      maxp: 0,
      password: null,
      drawn: false,
    },
  ] as const;
  for (const [gi, g] of giveaways.entries()) {
    const seed = sha256(`demo-draw-${gi}`);
    const [gid] = await insertReturningIds(
      db,
      'giveaways',
      [
        {
          title: g.title,
          description:
            g.prize_type === 'cash'
              ? `${g.winners} winners get $${g.value / 100} each, paid to their casino account.`
              : g.prize_type === 'points'
                ? `One lucky member wins ${g.value.toLocaleString('en-US')} points. The password is said on stream.`
                : 'Enter for free — winners are drawn live on stream.',
          image: CARDS[g.title] ? demo(cardFile(g.title)) : null,
          prize_type: g.prize_type,
          prize_value: g.value,
          prize_description: g.prize_type === 'custom' ? g.title.replace(' Giveaway', '') : null,
          number_of_winners: g.winners,
          end_datetime: at(g.end),
          is_accepting_entries: g.accepting as 0 | 1,
          allow_passwordless_entry: g.free as 0 | 1,
          allow_points_entry: g.pts as 0 | 1,
          points_per_entry: g.ppe,
          max_points_entries: g.maxp,
          password_hash: g.password ? sha256(g.password) : null,
          commitment: sha256(seed),
          draw_seed: g.drawn ? seed : null,
          drawn_at: g.drawn ? at(g.end + 10 * 60_000) : null,
          created_at: at(g.end - 10 * DAY),
        },
      ],
      counts,
    );
    if (g.accepting === 0 && !g.drawn) continue;
    const entrants = rnd.shuffle(members).slice(0, rnd.int(8, 18));
    const entryRows: Insertable<Database['giveaway_entries']>[] = [];
    for (const [e, user_id] of entrants.entries()) {
      const when = at(g.end - 9 * DAY + e * 3 * HOUR);
      const kick = MEMBERS[userIds.indexOf(user_id)]![0].replace(/_/g, '');
      if (g.password) {
        entryRows.push({
          giveaway_id: gid!,
          user_id,
          entry_type: 'password',
          kick_username: kick,
          points_spent: 0,
          created_at: when,
        });
        continue;
      }
      entryRows.push({
        giveaway_id: gid!,
        user_id,
        entry_type: 'passwordless',
        kick_username: kick,
        points_spent: 0,
        created_at: when,
      });
      if (g.pts && e % 3 === 0) {
        const n = rnd.int(1, g.maxp);
        for (let x = 0; x < n; x++) {
          if (!spend(user_id, g.ppe, 'giveaway_entry', 'giveaway', gid!, when)) break;
          entryRows.push({
            giveaway_id: gid!,
            user_id,
            entry_type: 'points',
            kick_username: kick,
            points_spent: g.ppe,
            created_at: when,
          });
        }
      }
    }
    const entryIds = await insertReturningIds(db, 'giveaway_entries', entryRows, counts);
    if (g.drawn) {
      const winners: Insertable<Database['giveaway_winners']>[] = [];
      const taken = new Set<number>();
      for (let pos = 1; winners.length < g.winners; pos++) {
        const idx = parseInt(sha256(`${seed}:${pos}`).slice(0, 8), 16) % entryRows.length;
        const entry = entryRows[idx]!;
        if (taken.has(entry.user_id)) {
          if (pos > 50) break;
          continue;
        }
        taken.add(entry.user_id);
        winners.push({
          giveaway_id: gid!,
          user_id: entry.user_id,
          entry_id: entryIds[idx]!,
          position: winners.length + 1,
          created_at: at(g.end + 10 * 60_000),
        });
      }
      await insertMany(db, 'giveaway_winners', winners, counts);
    }
  }

  // --- wager raffles --------------------------------------------------------------------------
  const casinoIds = await insertReturningIds(
    db,
    'casinos',
    PLATFORMS.map((p, i) => ({
      name: p.name,
      image: demo(badgeFile(p.slug)),
      platform_type: p.slug,
      platform_id: platformIds[i]!,
      created_at: at(-200 * DAY),
    })),
    counts,
  );
  const raffles = [
    {
      name: 'Summer Mega Raffle',
      start: -8 * DAY,
      end: 6 * DAY,
      active: 1,
      drawn: false,
      per: 100,
      casinos: [0, 1, 2],
    },
    {
      name: 'Autumn Wager Raffle',
      start: 5 * DAY,
      end: 19 * DAY,
      active: 0,
      drawn: false,
      per: 100,
      casinos: [1, 3],
    },
    {
      name: 'Spring Wager Raffle',
      start: -40 * DAY,
      end: -26 * DAY,
      active: 0,
      drawn: true,
      per: 50,
      casinos: [0, 2],
    },
    {
      name: 'New Year Wager Raffle',
      start: -80 * DAY,
      end: -66 * DAY,
      active: 0,
      drawn: true,
      per: 100,
      casinos: [0, 1, 2, 3],
    },
  ];
  for (const [ri, r] of raffles.entries()) {
    const seed = sha256(`demo-raffle-${ri}`);
    const [rid] = await insertReturningIds(
      db,
      'wager_raffles',
      [
        {
          name: r.name,
          description: `Every $${r.per} wagered on a participating casino during the raffle earns one ticket.`,
          start_date: at(r.start),
          end_date: at(r.end),
          is_active: r.active as 0 | 1,
          auto_draw: 1,
          drawn_at: r.drawn ? at(r.end + 5 * 60_000) : null,
          dollars_per_ticket: cents(r.per),
          commitment: sha256(seed),
          draw_seed: r.drawn ? seed : null,
          created_at: at(r.start - 3 * DAY),
        },
      ],
      counts,
    );
    await insertMany(
      db,
      'wager_raffle_casinos',
      r.casinos.map((c) => ({ raffle_id: rid!, casino_id: casinoIds[c]! })),
      counts,
    );
    const participants: Insertable<Database['wager_raffle_participants']>[] = [];
    let next = 1;
    if (r.start < 0) {
      for (const user_id of rnd.shuffle(members).slice(0, rnd.int(10, 20))) {
        const wagered = rnd.logInt(cents(150), cents(90_000));
        const tickets = Math.floor(wagered / cents(r.per));
        if (tickets < 1) continue;
        participants.push({
          raffle_id: rid!,
          user_id,
          platform: PLATFORMS[rnd.pick(r.casinos)]!.name,
          total_wagered: wagered,
          ticket_count: tickets,
          first_ticket: next,
          created_at: at(r.start + rnd.int(1, 5) * DAY),
        });
        next += tickets;
      }
      await insertMany(db, 'wager_raffle_participants', participants, counts);
    }
    const prizes = [
      {
        position: 1,
        prize_type: 'cash' as const,
        prize_value: cents(1000),
        description: '$1,000 cash',
      },
      {
        position: 2,
        prize_type: 'cash' as const,
        prize_value: cents(500),
        description: '$500 cash',
      },
      {
        position: 3,
        prize_type: 'points' as const,
        prize_value: 10_000,
        description: '10,000 points',
      },
      { position: 4, prize_type: 'custom' as const, prize_value: 0, description: 'Lobby Hoodie' },
    ];
    const totalTickets = next - 1;
    const used = new Set<number>();
    await insertMany(
      db,
      'wager_raffle_prizes',
      prizes.map((p) => {
        let winner: number | null = null;
        let ticket: number | null = null;
        if (r.drawn && totalTickets > 0) {
          for (let t = 0; t < 40 && winner == null; t++) {
            const n =
              (parseInt(sha256(`${seed}:${p.position}:${t}`).slice(0, 8), 16) % totalTickets) + 1;
            const holder = participants.find(
              (x) => n >= x.first_ticket && n < x.first_ticket + x.ticket_count,
            )!;
            if (!used.has(holder.user_id)) {
              used.add(holder.user_id);
              winner = holder.user_id;
              ticket = n;
            }
          }
          if (winner != null && p.prize_type === 'points')
            earn(
              winner,
              p.prize_value,
              'wager_raffle_prize',
              'wager_raffle',
              rid!,
              at(r.end + 5 * 60_000),
            );
        }
        return {
          raffle_id: rid!,
          ...p,
          image_url: p.position === 1 ? demo(cardFile('Grand Prize')) : null,
          winner_user_id: winner,
          winning_ticket_number: ticket,
        };
      }),
      counts,
    );
  }

  // --- tournaments ----------------------------------------------------------------------------
  const tournaments = [
    {
      name: 'Slot Showdown Season 3',
      description: 'Eight fan-picked slots battle it out; the highest multiplier advances.',
      active: 1,
      predictions: 1,
      size: 8,
      played: 2,
    },
    {
      name: 'Provider Clash',
      description: 'One slot from each provider in a knockout bracket.',
      active: 1,
      predictions: 0,
      size: 8,
      played: 5,
    },
    {
      name: 'Slot Showdown Season 2',
      description: null,
      active: 0,
      predictions: 0,
      size: 8,
      played: 7,
    },
    {
      name: 'Mini Cup',
      description: 'A quick four-slot cup played in one stream.',
      active: 0,
      predictions: 0,
      size: 4,
      played: 3,
    },
  ];
  for (const [ti, t] of tournaments.entries()) {
    const created = at(-(ti * 20 + 2) * DAY);
    const [tid] = await insertReturningIds(
      db,
      'tournaments',
      [
        {
          name: t.name,
          description: t.description,
          size: t.size,
          is_active: t.active as 0 | 1,
          predictions_active: t.predictions as 0 | 1,
          created_at: created,
        },
      ],
      counts,
    );
    // Build the bracket round by round; winners fill the next round.
    const entrants = rnd.shuffle(SLOTS).slice(0, t.size);
    const matches: Insertable<Database['tournament_matches']>[] = [];
    let round = 1;
    let current: (string | null)[] = entrants;
    let number = 1;
    while (current.length >= 2) {
      const nextRound: (string | null)[] = [];
      for (let m = 0; m < current.length; m += 2) {
        const a = current[m] ?? null;
        const b = current[m + 1] ?? null;
        const played = number <= t.played && a != null && b != null;
        const ma = played ? rnd.int(20, 60_000) : null;
        let mb = played ? rnd.int(20, 60_000) : null;
        if (ma != null && mb === ma) mb = ma + 1;
        const winner = played ? (ma! > mb! ? a : b) : null;
        matches.push({
          tournament_id: tid!,
          round,
          match_number: number,
          slot1_name: a,
          slot1_image: a ? demo(slotFile(a)) : null,
          slot1_provider: a ? slotProvider(a) : null,
          slot1_multiplier: ma,
          slot2_name: b,
          slot2_image: b ? demo(slotFile(b)) : null,
          slot2_provider: b ? slotProvider(b) : null,
          slot2_multiplier: mb,
          winner_name: winner,
          match_date: at(Date.parse(created) - now.getTime() + number * DAY),
        });
        nextRound.push(winner);
        number++;
      }
      current = nextRound;
      round++;
    }
    const matchIds = await insertReturningIds(db, 'tournament_matches', matches, counts);
    if (ti <= 2) {
      const preds: Insertable<Database['tournament_predictions']>[] = [];
      for (const user_id of rnd.shuffle(members).slice(0, rnd.int(6, 12))) {
        for (const [mi, m] of matches.entries()) {
          const options = [m.slot1_name, m.slot2_name].filter((x): x is string => !!x);
          const pick = options.length ? rnd.pick(options) : rnd.pick(entrants);
          preds.push({
            tournament_id: tid!,
            user_id,
            match_id: matchIds[mi]!,
            predicted_winner_name: pick,
            created_at: created,
            updated_at: created,
          });
        }
      }
      await insertMany(db, 'tournament_predictions', preds, counts);
    }
  }

  // --- challenges -----------------------------------------------------------------------------
  const challengeDefs = [
    {
      slot: 'Thunder Llama',
      multi: 500,
      bet: 0.4,
      prize: 100,
      start: -3 * DAY,
      end: 4 * DAY,
      active: 1,
    },
    {
      slot: 'Golden Koi Cascade',
      multi: 1000,
      bet: 1,
      prize: 250,
      start: -1 * DAY,
      end: 6 * DAY,
      active: 1,
    },
    {
      slot: 'Honey Heist',
      multi: 250,
      bet: 0.2,
      prize: 50,
      start: -5 * DAY,
      end: 2 * DAY,
      active: 1,
      claimedBy: 'spinwizard',
    },
    {
      slot: 'Crystal Caverns',
      multi: 2000,
      bet: 2,
      prize: 500,
      start: 3 * DAY,
      end: 10 * DAY,
      active: 0,
    },
    {
      slot: 'Rocket Rodeo',
      multi: 750,
      bet: 0.5,
      prize: 150,
      start: 8 * DAY,
      end: 15 * DAY,
      active: 0,
    },
    {
      slot: 'Lava Lords',
      multi: 300,
      bet: 0.2,
      prize: 75,
      start: -20 * DAY,
      end: -10 * DAY,
      active: 0,
      claimedBy: 'reelqueen',
    },
    {
      slot: 'Mystic Owl',
      multi: 1500,
      bet: 1,
      prize: 300,
      start: -30 * DAY,
      end: -16 * DAY,
      active: 0,
    },
  ];
  for (const c of challengeDefs) {
    const claimer = 'claimedBy' in c && c.claimedBy ? uid(c.claimedBy) : null;
    const [cid] = await insertReturningIds(
      db,
      'challenges',
      [
        {
          slot_name: c.slot,
          slot_image: demo(slotFile(c.slot)),
          slot_provider: slotProvider(c.slot),
          multiplier: c.multi * 100,
          min_bet: cents(c.bet),
          prize: cents(c.prize),
          start_date: at(c.start),
          end_date: at(c.end),
          is_active: c.active as 0 | 1,
          claimed_by_user_id: claimer,
          claimed_at: claimer ? at(c.start + DAY) : null,
          created_at: at(c.start - DAY),
        },
      ],
      counts,
    );
    const claims: Insertable<Database['challenge_claims']>[] = [];
    if (claimer) {
      claims.push({
        challenge_id: cid!,
        user_id: claimer,
        description: `Hit ${c.multi + 37}x on ${c.slot} at $${c.bet} — clip in the evidence.`,
        evidence_images: '[]',
        status: 'approved',
        created_at: at(c.start + DAY - HOUR),
        reviewed_at: at(c.start + DAY),
      });
    }
    if (c.slot === 'Thunder Llama') {
      claims.push({
        challenge_id: cid!,
        user_id: uid('lucky_lou'),
        description: 'Got 512x on a $0.40 spin, screenshot attached.',
        evidence_images: '[]',
        status: 'pending',
        created_at: at(-2 * HOUR),
        reviewed_at: null,
      });
    }
    await insertMany(db, 'challenge_claims', claims, counts);
  }

  // --- VIP tiers, wagers and claims -----------------------------------------------------------
  const tierDefs = [
    { name: 'Bronze', min: 10_000, type: 'points' as const, amount: 1_000 },
    { name: 'Silver', min: 50_000, type: 'cash' as const, amount: cents(25) },
    { name: 'Gold', min: 150_000, type: 'cash' as const, amount: cents(100) },
    { name: 'Platinum', min: 500_000, type: 'cash' as const, amount: cents(400) },
    { name: 'Diamond', min: 1_000_000, type: 'cash' as const, amount: cents(1_000) },
  ];
  const tiers: { id: number; platformIndex: number; def: (typeof tierDefs)[number] }[] = [];
  for (const [pi, p] of PLATFORMS.entries()) {
    const ids = await insertReturningIds(
      db,
      'vip_tiers',
      tierDefs.map((t, i) => ({
        platform_id: platformIds[pi]!,
        name: t.name,
        description:
          t.type === 'points'
            ? `Wager $${t.min.toLocaleString('en-US')} on ${p.name} to unlock ${t.amount.toLocaleString('en-US')} points.`
            : `Wager $${t.min.toLocaleString('en-US')} on ${p.name} for a $${(t.amount / 100).toLocaleString('en-US')} cash reward.`,
        min_wagered: cents(t.min),
        reward_type: t.type,
        reward_amount: t.amount,
        sort_order: i,
        active: 1 as const,
      })),
      counts,
    );
    ids.forEach((id, i) => tiers.push({ id, platformIndex: pi, def: tierDefs[i]! }));
  }
  const wagers: Insertable<Database['user_platform_wagers']>[] = [];
  const claims: Insertable<Database['vip_claims']>[] = [];
  for (const user_id of members) {
    for (const [pi] of PLATFORMS.entries()) {
      if (!rnd.chance(0.6)) continue;
      const total = rnd.logInt(cents(500), cents(1_400_000));
      wagers.push({
        user_id,
        platform_id: platformIds[pi]!,
        total_wagered: total,
        updated_at: at(-rnd.int(1, 48) * HOUR),
      });
      for (const t of tiers.filter((x) => x.platformIndex === pi && cents(x.def.min) <= total)) {
        if (!rnd.chance(0.7)) continue;
        const when = at(-rnd.int(2, 90) * DAY);
        const processed = t.def.type === 'points' || rnd.chance(0.75);
        claims.push({
          user_id,
          tier_id: t.id,
          reward_type: t.def.type,
          reward_amount: t.def.amount,
          wagered_amount_at_claim: total,
          processed: processed ? 1 : 0,
          processed_at: processed ? when : null,
          created_at: when,
        });
        if (t.def.type === 'points')
          earn(user_id, t.def.amount, 'vip_reward', 'vip_tier', t.id, when);
      }
    }
  }
  await insertMany(db, 'user_platform_wagers', wagers, counts);
  await insertMany(db, 'vip_claims', claims, counts);

  // --- achievements and activity --------------------------------------------------------------
  const achievementDefs = [
    {
      key: 'first_login',
      title: 'Welcome Aboard',
      description: 'Logged in for the first time.',
      icon: 'door',
      color: '#64748b',
      points: 50,
      xp: 100,
      rarity: 'common' as const,
    },
    {
      key: 'daily_7',
      title: 'Creature of Habit',
      description: 'Claimed daily points seven days in a row.',
      icon: 'calendar',
      color: '#22c55e',
      points: 250,
      xp: 300,
      rarity: 'common' as const,
    },
    {
      key: 'first_prediction',
      title: 'Fortune Teller',
      description: 'Made your first bonus hunt prediction.',
      icon: 'crystal-ball',
      color: '#a855f7',
      points: 100,
      xp: 150,
      rarity: 'common' as const,
    },
    {
      key: 'perfect_bracket_round',
      title: 'Bracket Buster',
      description: 'Predicted every match of a tournament round.',
      icon: 'bracket',
      color: '#3b82f6',
      points: 500,
      xp: 600,
      rarity: 'rare' as const,
    },
    {
      key: 'store_regular',
      title: 'Big Spender',
      description: 'Redeemed five items in the store.',
      icon: 'cart',
      color: '#f59e0b',
      points: 300,
      xp: 400,
      rarity: 'rare' as const,
    },
    {
      key: 'giveaway_winner',
      title: 'Lucky Draw',
      description: 'Won a giveaway.',
      icon: 'gift',
      color: '#ec4899',
      points: 750,
      xp: 800,
      rarity: 'epic' as const,
    },
    {
      key: 'challenge_champion',
      title: 'Challenge Champion',
      description: 'Completed a slot challenge first.',
      icon: 'trophy',
      color: '#eab308',
      points: 1000,
      xp: 1200,
      rarity: 'epic' as const,
    },
    {
      key: 'closest_prediction',
      title: 'Oracle',
      description: 'Had the closest prediction of a bonus hunt.',
      icon: 'eye',
      color: '#06b6d4',
      points: 1500,
      xp: 2000,
      rarity: 'legendary' as const,
    },
    {
      key: 'one_year',
      title: 'Old Guard',
      description: 'Member for a whole year.',
      icon: 'shield',
      color: '#f97316',
      points: 500,
      xp: 1000,
      rarity: 'rare' as const,
    },
  ];
  const achievementIds = await insertReturningIds(
    db,
    'achievements',
    achievementDefs.map((a) => ({
      key: a.key,
      title: a.title,
      description: a.description,
      icon: a.icon,
      badge_color: a.color,
      points: a.points,
      xp_reward: a.xp,
      rarity: a.rarity,
    })),
    counts,
  );
  const unlocked: Insertable<Database['user_achievements']>[] = [];
  const activities: Insertable<Database['activities']>[] = [];
  for (const user_id of userIds) {
    for (const [ai, a] of achievementDefs.entries()) {
      if (ai > 0 && !rnd.chance(0.35 - ai * 0.03)) continue;
      const when = at(-rnd.int(1, 300) * DAY);
      unlocked.push({ user_id, achievement_id: achievementIds[ai]!, unlocked_at: when });
      activities.push({
        user_id,
        type: 'achievement',
        title: `Unlocked ${a.title}`,
        description: a.description,
        points: a.points,
        xp: a.xp,
        amount: null,
        occurred_at: when,
      });
    }
  }
  for (const r of redemptions) {
    const item = storeItems[itemIds.indexOf(r.item_id)]!;
    activities.push({
      user_id: r.user_id,
      type: 'redemption',
      title: `Redeemed ${item.name}`,
      description: item.description,
      points: -item.cost,
      xp: 0,
      amount: null,
      occurred_at: r.created_at,
    });
  }
  // Predictions, daily claims and wins show in a member's recent activity from their own records
  // (services/profile.ts), so no activity rows are made up for them here.
  await insertMany(db, 'user_achievements', unlocked, counts);
  await insertMany(db, 'activities', activities, counts);

  // --- support tickets ------------------------------------------------------------------------
  const staff = [uid('admin'), uid('moderator')];
  const ticketDefs = [
    {
      user: 'spinwizard',
      title: 'Tip from the store has not arrived',
      category: 'payment',
      priority: 'high',
      status: 'in_progress',
      description:
        'I redeemed the $10 Casino Tip two days ago but nothing has shown up on my Lumen account yet.',
      replies: 3,
    },
    {
      user: 'lucky_lou',
      title: 'Cannot link my Kick account',
      category: 'account',
      priority: 'medium',
      status: 'waiting',
      description:
        'When I press Connect on the settings page it sends me back without linking the account.',
      replies: 2,
    },
    {
      user: 'reelqueen',
      title: 'Leaderboard shows the wrong wager',
      category: 'technical',
      priority: 'low',
      status: 'resolved',
      description:
        'My wager on the Stakeforge leaderboard is about $200 lower than what the casino shows me.',
      replies: 4,
    },
    {
      user: 'spinwizard',
      title: 'Feature idea: hunt history charts',
      category: 'feature',
      priority: 'low',
      status: 'open',
      description:
        'It would be great to see a chart of the profit of past bonus hunts over time on the history tab.',
      replies: 0,
    },
    {
      user: 'nova_nina',
      title: 'Countdown shows negative time',
      category: 'bug',
      priority: 'urgent',
      status: 'closed',
      description:
        'On my phone the giveaway countdown showed -1 seconds for a while before saying Ended.',
      replies: 2,
    },
    {
      user: 'highroller_vera',
      title: 'VIP cash reward question',
      category: 'other',
      priority: 'medium',
      status: 'open',
      description:
        'How long does it usually take for a Gold tier cash reward to be processed after claiming it?',
      replies: 1,
    },
  ] as const;
  for (const [ti, t] of ticketDefs.entries()) {
    const created = at(-(ticketDefs.length - ti) * 2 * DAY - 5 * HOUR);
    const replies: Insertable<Database['ticket_replies']>[] = [];
    for (let r = 0; r < t.replies; r++) {
      const isStaff = r % 2 === 0;
      replies.push({
        ticket_id: 0,
        user_id: isStaff ? staff[r % 2 === 0 ? ti % 2 : 0]! : uid(t.user),
        message: isStaff
          ? [
              'Thanks for reaching out! We are looking into this now.',
              'This should be sorted now — could you check again?',
            ][Math.min(r / 2, 1)]!
          : [
              'Thanks, let me know if you need anything else from me.',
              'Still the same for me, sorry.',
            ][Math.min((r - 1) / 2, 1)]!,
        is_staff: isStaff ? 1 : 0,
        created_at: new Date(Date.parse(created) + (r + 1) * 5 * HOUR).toISOString(),
      });
    }
    const last = replies.at(-1)?.created_at ?? null;
    const [tid] = await insertReturningIds(
      db,
      'tickets',
      [
        {
          user_id: uid(t.user),
          title: t.title,
          category: t.category,
          priority: t.priority,
          status: t.status,
          description: t.description,
          created_at: created,
          updated_at: last ?? created,
          last_reply_at: last,
        },
      ],
      counts,
    );
    await insertMany(
      db,
      'ticket_replies',
      replies.map((r) => ({ ...r, ticket_id: tid! })),
      counts,
    );
  }

  // --- daily claims, notifications, friends, contact ------------------------------------------
  // Claim days are calendar days in each member's own time zone, as the live claim computes them.
  const zones = new Map(
    (await db.selectFrom('users').select(['id', 'time_zone']).execute()).map((r) => [
      r.id,
      r.time_zone,
    ]),
  );
  const dailies: Insertable<Database['daily_claims']>[] = [];
  for (const [i, user_id] of members.entries()) {
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
      earn(user_id, 100, 'daily_claim', 'daily_claim', null, when);
    }
  }
  await insertMany(db, 'daily_claims', dailies, counts);
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

  const notes: Insertable<Database['notifications']>[] = [];
  for (const user_id of userIds) {
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
  await insertMany(db, 'notifications', notes, counts);

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
    db,
    'friendships',
    pairs.map(([a, b, status], i) => {
      const ra = uid(a);
      const rb = uid(b);
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
    counts,
  );
  await insertMany(
    db,
    'contact_messages',
    [
      {
        name: 'Jordan Avery',
        email: 'jordan.avery@example.com',
        subject: 'Sponsorship inquiry',
        message: 'Hi! We would love to talk about a sponsored segment on the stream next month.',
        ip: '203.0.113.10',
        user_id: null,
        created_at: at(-3 * DAY),
        handled_at: at(-2 * DAY),
      },
      {
        name: 'Sam Rivera',
        email: 'sam.rivera@example.com',
        subject: 'Question about the hoodie',
        message: 'Will the Lobby hoodie come back in stock before winter?',
        ip: '198.51.100.7',
        user_id: null,
        created_at: at(-20 * HOUR),
        handled_at: null,
      },
    ],
    counts,
  );

  // --- points: the ledger in time order, then the balances it adds up to -----------------------
  ledger.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  const running = new Map<number, number>();
  const ledgerRows = ledger.map((l) => {
    const balance = (running.get(l.user_id) ?? 0) + l.delta;
    running.set(l.user_id, balance);
    return { ...l, balance_after: Math.max(0, balance) };
  });
  await insertMany(db, 'points_ledger', ledgerRows, counts);
  for (const [user_id, balance] of running) {
    await db.updateTable('users').set({ points: balance }).where('id', '=', user_id).execute();
  }

  return { seeded: true, counts };
}
