import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import { storeActivity } from './store/activity';
import storeRoutes from './store/routes';
import { storeActivitySeed, storeSeed } from './store/seed';
import { vipPayouts } from './vip/payouts';
import { vipSeed } from './vip/seed';

export type { CommerceTables } from './tables';

/** The point store (VIP rewards have tables, seed and payouts so far). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(storeRoutes, { prefix: '/api/r/store' });
};

const commerce: AreaModule = {
  name: 'commerce',
  routes,
  migrations: {},
  seed: [storeSeed, vipSeed, storeActivitySeed],
  activity: [storeActivity],
  payouts: [vipPayouts],
};

export default commerce;
