import type { FastifyPluginAsync } from 'fastify';
import {
  GIVEAWAYS_CHANNEL,
  HUNTS_CHANNEL,
  TOURNAMENTS_CHANNEL,
  giveawayChannel,
  huntChannel,
  tournamentChannel,
} from '@lobby/contract-engagement';
import type {
  OverlayBracketResponse,
  OverlayGiveawayResponse,
  OverlayHuntResponse,
} from '@lobby/shared-api/contract';
import { overlayAnswer, overlayGuard, overlayOf } from '../../../core/overlays/guard';
import { bracketOverlay, pickTournamentId } from './bracket';
import { giveawayOverlay, pickGiveawayId } from './giveaway';
import { huntOverlay } from './hunt';

/**
 * The engagement area's overlay data (issue 15): `/api/overlay/hunt`, `/bracket` and `/giveaway`,
 * each opened by its overlay's key (core/overlays/guard.ts: a wrong or revoked key gets 404 and
 * nothing else), shaped small for the overlay page, with the live channels to follow.
 */
const engagementOverlayRoutes: FastifyPluginAsync = async (app) => {
  app.get('/hunt', overlayGuard('hunt'), async (_request, reply): Promise<OverlayHuntResponse> => {
    const hunt = await huntOverlay(app.db);
    return overlayAnswer(
      reply,
      { hunt },
      hunt ? [HUNTS_CHANNEL, huntChannel(hunt.id)] : [HUNTS_CHANNEL],
    );
  });

  app.get(
    '/bracket',
    overlayGuard('bracket'),
    async (request, reply): Promise<OverlayBracketResponse> => {
      const { settings } = overlayOf(request, 'bracket');
      const id = await pickTournamentId(app.db, settings.tournament_id);
      const tournament = id != null ? await bracketOverlay(app.db, id) : null;
      return overlayAnswer(
        reply,
        { tournament },
        tournament
          ? [TOURNAMENTS_CHANNEL, tournamentChannel(tournament.id)]
          : [TOURNAMENTS_CHANNEL],
      );
    },
  );

  app.get(
    '/giveaway',
    overlayGuard('giveaway'),
    async (request, reply): Promise<OverlayGiveawayResponse> => {
      const { settings } = overlayOf(request, 'giveaway');
      const now = app.clock();
      const id = await pickGiveawayId(app.db, settings.giveaway_id, now);
      const giveaway = id != null ? await giveawayOverlay(app.db, id, now.toISOString()) : null;
      return overlayAnswer(
        reply,
        { giveaway },
        giveaway ? [GIVEAWAYS_CHANNEL, giveawayChannel(giveaway.id)] : [GIVEAWAYS_CHANNEL],
      );
    },
  );
};

export default engagementOverlayRoutes;
