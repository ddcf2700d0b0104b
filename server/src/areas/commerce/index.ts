import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import commerceAdminRoutes from './admin-routes';
import { commerceAuditSeed } from './audit-seed';
import { storeActivity } from './store/activity';
import { storeImagePruneJob } from './store/jobs';
import { STORE_MIGRATIONS } from './store/migrations';
import storeRoutes, { STORE_CACHE_TABLES } from './store/routes';
import { storeActivitySeed, storeSeed } from './store/seed';
import { vipActivity } from './vip/activity';
import { VIP_MIGRATIONS } from './vip/migrations';
import { subscribeVipPayouts } from './vip/payout-events';
import { vipPayouts } from './vip/payouts';
import vipRoutes from './vip/routes';
import { vipSeed } from './vip/seed';

/** The point store and VIP rewards. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(storeRoutes, { prefix: '/api/r/store' });
  await app.register(vipRoutes, { prefix: '/api/r/vip-rewards' });
  await app.register(commerceAdminRoutes, { prefix: '/api/admin/commerce' });
};

const commerce: AreaModule = {
  name: 'commerce',
  routes,
  migrations: [STORE_MIGRATIONS, VIP_MIGRATIONS],
  seed: [storeSeed, vipSeed, storeActivitySeed, commerceAuditSeed],
  activity: [storeActivity, vipActivity],
  payouts: [vipPayouts],
  jobs: [storeImagePruneJob],
  cachedTables: STORE_CACHE_TABLES,
  // VIP cash claims paid by the tipping API are processed (core/payouts → core/events.ts).
  register: subscribeVipPayouts,
};

export default commerce;
