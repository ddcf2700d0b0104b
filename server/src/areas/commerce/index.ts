import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import { storeActivity } from './store/activity';
import storeAdminRoutes from './store/admin-routes';
import { STORE_IMAGE_FOLDER } from './store/admin-service';
import { storeImagePruneJob } from './store/jobs';
import { STORE_MIGRATIONS } from './store/migrations';
import storeRoutes, { STORE_CACHE_TABLES } from './store/routes';
import { storeActivitySeed, storeAuditSeed, storeSeed } from './store/seed';
import { vipActivity } from './vip/activity';
import vipAdminRoutes from './vip/admin-routes';
import { VIP_MIGRATIONS } from './vip/migrations';
import { subscribeVipPayouts } from './vip/payout-events';
import { vipPayouts } from './vip/payouts';
import vipRoutes from './vip/routes';
import { vipSeed } from './vip/seed';

/** The point store and VIP rewards. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(storeRoutes, { prefix: '/api/r/store' });
  await app.register(vipRoutes, { prefix: '/api/r/vip-rewards' });
  // Staff (moderator and up): guarded by the core's admin guard.
  await app.register(storeAdminRoutes, { prefix: '/api/admin/commerce/store' });
  await app.register(vipAdminRoutes, { prefix: '/api/admin/commerce/vip' });
};

const commerce: AreaModule = {
  name: 'commerce',
  routes,
  migrations: [STORE_MIGRATIONS, VIP_MIGRATIONS],
  seed: [storeSeed, vipSeed, storeActivitySeed, storeAuditSeed],
  activity: [storeActivity, vipActivity],
  payouts: [vipPayouts],
  jobs: [storeImagePruneJob],
  cachedTables: STORE_CACHE_TABLES,
  publicUploadFolders: [STORE_IMAGE_FOLDER],
  // VIP cash claims paid by the tipping API are processed (core/payouts → core/events.ts).
  register: subscribeVipPayouts,
};

export default commerce;
