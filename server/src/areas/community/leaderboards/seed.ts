// The community leaderboards' part of the demo seed.
import { badgeFile, demo } from '../../../core/seed/assets';
import { DAY, HOUR, cents } from '../../../core/seed/context';
import { SEED_ORDER } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { PLATFORMS, SLOTS, playerNames } from '../../../core/seed/demo-data';
import { usernameKey, validateFeedConfig } from './feeds';
import { fakeFeedConfigs } from './feeds/fake';
import type { FakePlatform } from './feeds/fake';
import { fakePlayers } from './feeds/fake/demo-data';

// The platforms (casinos with a leaderboard); their ids are published as 'platforms' for the
// steps that hang things off them (casinos of wager raffles, VIP tiers).
export const platformsSeed: SeedStep = {
  name: 'community:platforms',
  order: SEED_ORDER.platforms,
  async run({ at, insertReturningIds, publish }) {
    const platformIds = await insertReturningIds(
      'platforms',
      PLATFORMS.map((p, i) => ({
        slug: p.slug,
        name: p.name,
        image: demo(badgeFile(p.slug)),
        sort_order: i,
        active: 1 as const,
        created_at: at(-200 * DAY),
      })),
    );
    publish('platforms', platformIds);
  },
};

// Leaderboards: the current period, two ended ones, ranked players.
export const leaderboardsSeed: SeedStep = {
  name: 'community:leaderboards',
  order: 230,
  async run({ now, at, rnd, insertMany, insertReturningIds, ids }) {
    const timeframeDays = { weekly: 7, biweekly: 14, monthly: 30 } as const;
    const prizeSplit = [0.4, 0.2, 0.12, 0.08, 0.06, 0.05, 0.04, 0.03, 0.01, 0.01];
    for (const [pi, p] of PLATFORMS.entries()) {
      const length = timeframeDays[p.timeframe] * DAY;
      const currentEnd = now.getTime() + p.endsInHours * HOUR;
      const prizes = prizeSplit.map((s) => cents(p.poolDollars * s));
      const periods = [
        { status: 'current' as const, end: currentEnd, players: 28 + pi * 4, scale: 1 },
        { status: 'ended' as const, end: currentEnd - length, players: 34 + pi * 3, scale: 1.6 },
        {
          status: 'ended' as const,
          end: currentEnd - 2 * length,
          players: 30 + pi * 2,
          scale: 1.4,
        },
      ];
      for (const [k, period] of periods.entries()) {
        const [lbId] = await insertReturningIds('leaderboards', [
          {
            platform_id: ids('platforms')[pi]!,
            timeframe: p.timeframe,
            period_start: new Date(period.end - length).toISOString(),
            period_end: new Date(period.end).toISOString(),
            total_prize_pool: cents(p.poolDollars),
            currency_symbol: '$',
            prizes: JSON.stringify(prizes),
            status: period.status,
            created_at: new Date(period.end - length).toISOString(),
          },
        ]);
        const players = playerNames(period.players, pi * 13 + k * 5);
        await insertMany(
          'leaderboard_entries',
          players.map((pl) => ({
            leaderboard_id: lbId!,
            username: pl.username,
            username_key: usernameKey(pl.username),
            display_name: pl.display,
            wagered: Math.round(rnd.logInt(25_000, 40_000_000) * period.scale),
            favorite_game: rnd.chance(0.85) ? rnd.pick(SLOTS) : null,
            updated_at: at(-rnd.int(1, 60) * 60_000),
          })),
        );
      }
    }
  },
};

/** Where the demo's feeds point: the fake feeds `npm start` runs (LOBBY_FAKE_FEEDS_URL). */
export const demoFeedsUrl = () => process.env.LOBBY_FAKE_FEEDS_URL || 'http://127.0.0.1:4600';

// Which fake feed style each demo platform syncs from.
const DEMO_FEEDS: Record<(typeof PLATFORMS)[number]['slug'], FakePlatform> = {
  lumen: 'roobet',
  stakeforge: 'rainbet',
  rollvault: 'shuffle',
  novaspin: 'generic',
};

// Feeds: every demo platform syncs from the local fake feeds (started by `npm start`), so the
// leaderboards fill and move without any outside service. Some members link casino names: a few
// verified (their wagers count), one pending and one rejected for the moderators' queue.
export const feedsSeed: SeedStep = {
  name: 'community:feeds',
  order: 235,
  async run({ now, at, insertMany, ids, members }) {
    const configs = fakeFeedConfigs(demoFeedsUrl());
    const platformIds = ids('platforms');
    const feeds = PLATFORMS.map((p, i) => {
      const { kind, config } = configs[DEMO_FEEDS[p.slug]];
      const check = validateFeedConfig(kind, config);
      if (!check.ok) throw new Error(`demo feed ${p.slug}: ${JSON.stringify(check.errors)}`);
      return {
        platform_id: platformIds[i]!,
        kind,
        config_json: JSON.stringify(check.config),
        enabled: 1 as const,
        sync_interval_s: 120,
        // Due at once: the first sync job run fills the current periods from the feeds.
        next_attempt_at: now.toISOString(),
        created_at: at(-30 * DAY),
        updated_at: at(-30 * DAY),
      };
    });
    await insertMany('platform_feeds', feeds);

    const regular = members.regular;
    const links: Parameters<typeof insertMany<'casino_links'>>[1] = [];
    const link = (
      userId: number | undefined,
      pi: number,
      username: string,
      status: 'pending' | 'verified' | 'rejected',
      ageDays: number,
    ) => {
      if (userId === undefined) return;
      links.push({
        user_id: userId,
        platform_id: platformIds[pi]!,
        username,
        username_key: usernameKey(username),
        status,
        evidence: null,
        reviewed_by: null,
        reviewed_at: status === 'pending' ? null : at(-(ageDays - 1) * DAY),
        reason: status === 'rejected' ? 'The screenshot does not show our referral code.' : null,
        created_at: at(-ageDays * DAY),
        updated_at: at(-ageDays * DAY),
      });
    };
    const roobet = fakePlayers('roobet');
    const rainbet = fakePlayers('rainbet');
    link(regular[0], 0, roobet[0]!.username, 'verified', 40);
    link(regular[1], 0, roobet[1]!.username, 'verified', 20);
    link(regular[2], 1, rainbet[0]!.username, 'verified', 12);
    link(regular[3], 1, rainbet[1]!.username, 'pending', 1);
    link(regular[4], 0, roobet[2]!.username, 'pending', 0.2);
    link(regular[5], 1, rainbet[2]!.username, 'rejected', 5);
    await insertMany('casino_links', links);
  },
};
