import type { FastifyPluginAsync } from 'fastify';
import { GIVEAWAYS_CHANNEL, WAGER_RAFFLES_CHANNEL } from '@lobby/contract-engagement';
import type { AreaModule } from '../../core/areas';
import { huntActivity } from './bonus-hunts/activity';
import adminHuntRoutes from './bonus-hunts/admin-routes';
import { subscribeHuntAnnouncements } from './bonus-hunts/announcements';
import { HUNT_MIGRATIONS } from './bonus-hunts/migrations';
import huntRoutes, { HUNT_CACHE_TABLES } from './bonus-hunts/routes';
import { huntsSeed } from './bonus-hunts/seed';
import { drawDue } from './draws/flow';
import { DRAW_MIGRATIONS } from './draws/migrations';
import { giveawayActivity } from './giveaways/activity';
import giveawayAdminRoutes from './giveaways/admin-routes';
import { subscribeGiveawayAnnouncements } from './giveaways/announcements';
import { giveawayDraws } from './giveaways/draw';
import { GIVEAWAY_MIGRATIONS } from './giveaways/migrations';
import { giveawayPayouts } from './giveaways/payouts';
import giveawayRoutes from './giveaways/routes';
import { giveawaysSeed } from './giveaways/seed';
import engagementOverlayRoutes from './overlays/routes';
import engagementImageRoutes, { ENGAGEMENT_IMAGE_FOLDER } from './shared/admin-images';
import { engagementAuditSeed } from './shared/audit-seed';
import { subscribeChatCommands } from './shared/chat';
import slotCallAdminRoutes from './slot-calls/admin-routes';
import { SLOT_CALL_MIGRATIONS } from './slot-calls/migrations';
import adminSlotRoutes from './slots/admin-routes';
import { SLOT_MIGRATIONS } from './slots/migrations';
import slotRoutes from './slots/routes';
import { slotsSeed } from './slots/seed';
import { tournamentActivity } from './tournaments/activity';
import adminTournamentRoutes from './tournaments/admin-routes';
import { TOURNAMENT_MIGRATIONS } from './tournaments/migrations';
import tournamentRoutes from './tournaments/routes';
import { tournamentsSeed } from './tournaments/seed';
import { wagerRaffleActivity } from './wager-raffles/activity';
import wagerRaffleAdminRoutes from './wager-raffles/admin-routes';
import { wagerRaffleDraws } from './wager-raffles/draw';
import { WAGER_RAFFLE_MIGRATIONS } from './wager-raffles/migrations';
import { wagerRafflePayouts } from './wager-raffles/payouts';
import wagerRaffleRoutes from './wager-raffles/routes';
import { wagerRafflesSeed, wagerRaffleTicketsSeed } from './wager-raffles/seed';
import { recomputeOpenRaffles } from './wager-raffles/tickets';

/** Bonus hunts, giveaways, wager raffles, tournaments and the slot catalogue, with their admin routes. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(huntRoutes, { prefix: '/api/r/bonus-hunts' });
  await app.register(giveawayRoutes, { prefix: '/api/r/giveaways' });
  await app.register(wagerRaffleRoutes, { prefix: '/api/r/wager-raffles' });
  await app.register(slotRoutes, { prefix: '/api/r/slots' });
  await app.register(adminSlotRoutes, { prefix: '/api/admin/engagement/slots' });
  await app.register(adminHuntRoutes, { prefix: '/api/admin/engagement/bonus-hunts' });
  await app.register(engagementImageRoutes, { prefix: '/api/admin/engagement/images' });
  await app.register(giveawayAdminRoutes, { prefix: '/api/admin/engagement/giveaways' });
  await app.register(wagerRaffleAdminRoutes, { prefix: '/api/admin/engagement/wager-raffles' });
  await app.register(tournamentRoutes, { prefix: '/api/r/tournaments' });
  await app.register(adminTournamentRoutes, { prefix: '/api/admin/engagement/tournaments' });
  // OBS overlays' data (the keys are the core's: core/overlays).
  await app.register(engagementOverlayRoutes, { prefix: '/api/overlay' });
  await app.register(slotCallAdminRoutes, { prefix: '/api/admin/engagement/slot-calls' });
};

const engagement: AreaModule = {
  name: 'engagement',
  routes,
  migrations: [
    SLOT_MIGRATIONS,
    WAGER_RAFFLE_MIGRATIONS,
    HUNT_MIGRATIONS,
    GIVEAWAY_MIGRATIONS,
    TOURNAMENT_MIGRATIONS,
    SLOT_CALL_MIGRATIONS,
    DRAW_MIGRATIONS,
  ],
  seed: [
    slotsSeed,
    huntsSeed,
    giveawaysSeed,
    wagerRafflesSeed,
    wagerRaffleTicketsSeed,
    tournamentsSeed,
    engagementAuditSeed,
  ],
  activity: [huntActivity, tournamentActivity, giveawayActivity, wagerRaffleActivity],
  register() {
    // Giveaway keywords and `!call` heard from the stream's Kick chat (core/chat → core/events.ts).
    subscribeChatCommands();
    // Giveaways and hunts announced in Kick chat and on Discord (core/announce).
    subscribeGiveawayAnnouncements();
    subscribeHuntAnnouncements();
  },
  payouts: [giveawayPayouts, wagerRafflePayouts],
  cachedTables: HUNT_CACHE_TABLES,
  publicUploadFolders: [ENGAGEMENT_IMAGE_FOLDER],
  jobs: [
    {
      name: 'engagement.giveaways.draw-due',
      description:
        'Draws every giveaway whose end has passed, once its drand round is out (lobby-draw-v2).',
      // Often: the list freezes at the close, well before its round (30 s later) is out.
      everyMs: 3_000,
      run: async ({ app, db, now }) => {
        const summary = await drawDue(giveawayDraws, db, app.config.drand, now);
        // Overlays and pages showing a giveaway refetch (a reveal starts).
        if (/drew [1-9]/.test(summary)) app.live.publish(GIVEAWAYS_CHANNEL, { type: 'drawn' });
        return summary;
      },
    },
    {
      name: 'engagement.wager-raffles.recompute',
      description: 'Recomputes wager raffle tickets from wager data; freezes them at the end.',
      everyMs: 60_000,
      run: ({ db, now }) => recomputeOpenRaffles(db, now),
    },
    {
      name: 'engagement.wager-raffles.draw-due',
      description:
        'Freezes every wager raffle at its end and draws the auto-draw ones, once their drand round is out (lobby-draw-v2).',
      everyMs: 3_000,
      run: async ({ app, db, now }) => {
        const summary = await drawDue(wagerRaffleDraws, db, app.config.drand, now);
        // Open raffle pages refetch (a reveal starts).
        if (/drew [1-9]/.test(summary)) app.live.publish(WAGER_RAFFLES_CHANNEL, { type: 'drawn' });
        return summary;
      },
    },
  ],
};

export default engagement;
