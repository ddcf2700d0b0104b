import type { FastifyPluginAsync } from 'fastify';
import type { OverlayLeaderboard, OverlayLeaderboardResponse } from '@lobby/shared-api/contract';
import type { Db } from '../../../core/db';
import { centsToDollars, parseIntList } from '../../../core/money';
import { overlayAnswer, overlayGuard, overlayOf } from '../../../core/overlays/guard';
import { maskUsername } from './feeds';
import { findCurrentLeaderboards, findPlatformBySlugOrId, listRankedEntries } from './repository';

/** The live channel a feed sync publishes on (leaderboard/jobs.ts, admin-routes.ts). */
const LEADERBOARD_CHANNEL = 'leaderboard';

/** Top `top` of a platform's running period, as the public board ranks and masks them. */
export async function leaderboardOverlay(
  db: Db,
  platformSlug: string,
  top: number,
): Promise<OverlayLeaderboard> {
  const platform = await findPlatformBySlugOrId(db, platformSlug);
  if (!platform)
    return { platform: null, period: null, currency_symbol: '$', prize_pool: null, rows: [] };
  const [lb] = await findCurrentLeaderboards(db, [platform.id]);
  const info = { slug: platform.slug, name: platform.name };
  if (!lb)
    return { platform: info, period: null, currency_symbol: '$', prize_pool: null, rows: [] };
  const mask = Number(platform.mask_usernames) === 1;
  const prizes = parseIntList(lb.prizes).map(centsToDollars);
  const entries = await listRankedEntries(db, lb.id, top);
  return {
    platform: info,
    period: { start: lb.period_start, end: lb.period_end },
    currency_symbol: lb.currency_symbol || '$',
    prize_pool:
      Number(lb.total_prize_pool) > 0 ? centsToDollars(Number(lb.total_prize_pool)) : null,
    rows: entries.map((e, i) => ({
      rank: i + 1,
      name: mask ? maskUsername(e.display_name || e.username) : e.display_name || e.username,
      wagered: centsToDollars(Number(e.wagered)),
      prize: prizes[i] ?? null,
    })),
  };
}

/**
 * GET /api/overlay/leaderboard?key=… — the community area's overlay data: the top N of the
 * platform the overlay's settings name, with the period's end for the countdown.
 */
const leaderboardOverlayRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/leaderboard',
    overlayGuard('leaderboard'),
    async (request, reply): Promise<OverlayLeaderboardResponse> => {
      const { settings } = overlayOf(request, 'leaderboard');
      const data = await leaderboardOverlay(app.db, settings.platform, settings.top);
      return overlayAnswer(reply, data, [LEADERBOARD_CHANNEL]);
    },
  );
};

export default leaderboardOverlayRoutes;
