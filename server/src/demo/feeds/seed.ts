// The demo's casino feeds in the seed: every demo platform's feed points at the local fake feeds
// (here, not in the community area: area code never imports a fake).
import { usernameKey, validateFeedConfig } from '../../areas/community/leaderboard/feeds';
import { DAY } from '../../core/seed/context';
import type { SeedStep } from '../../core/seed/context';
import { PLATFORMS } from '../../core/seed/demo-data';
import { fakeFeedConfigs } from './configs';
import { fakePlayers } from './demo-data';
import type { FakePlatform } from './demo-data';

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
