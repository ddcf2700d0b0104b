import type { FastifyPluginAsync } from 'fastify';
import { GIVEAWAYS_CHANNEL, giveawayChannel } from '@lobby/contract-engagement';
import { drawAdminRoutes } from '../draws/admin-routes';
import { giveawayAdmin } from './admin-service';

/** Admin › Giveaways at /api/admin/engagement/giveaways (moderator; guarded by the core). */
const giveawayAdminRoutes: FastifyPluginAsync = async (app) => {
  /** Tells open overlays and pages that a giveaway changed (live channel). */
  const changed = (id: number) => {
    app.live.publish(giveawayChannel(id), { type: 'giveaway', giveaway_id: id });
    app.live.publish(GIVEAWAYS_CHANNEL, { type: 'giveaway', giveaway_id: id });
  };
  drawAdminRoutes(app, giveawayAdmin, changed, changed);
};

export default giveawayAdminRoutes;
