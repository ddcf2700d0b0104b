import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import { giveawayActivity } from './giveaways/activity';
import { giveawayPayouts } from './giveaways/payouts';
import { giveawaysSeed } from './giveaways/seed';
import { huntActivity } from './hunts/activity';
import huntRoutes from './hunts/routes';
import { huntsSeed } from './hunts/seed';
import { tournamentActivity } from './tournaments/activity';
import { tournamentsSeed } from './tournaments/seed';
import { wagerRaffleActivity } from './wager-raffles/activity';
import { wagerRafflePayouts } from './wager-raffles/payouts';
import { wagerRafflesSeed } from './wager-raffles/seed';

export type { EngagementTables } from './tables';

/** Bonus hunts (giveaways, wager raffles and tournaments have tables, seed and activity so far). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(huntRoutes, { prefix: '/api/r/bonus-hunts' });
};

const engagement: AreaModule = {
  name: 'engagement',
  routes,
  migrations: {},
  seed: [huntsSeed, giveawaysSeed, wagerRafflesSeed, tournamentsSeed],
  activity: [huntActivity, tournamentActivity, giveawayActivity, wagerRaffleActivity],
  payouts: [giveawayPayouts, wagerRafflePayouts],
};

export default engagement;
