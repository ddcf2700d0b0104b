import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import achievementAdminRoutes from './achievements/admin-routes';
import { subscribeAchievements } from './achievements/events';
import { achievementsSeed } from './achievements/seed';
import { achievementActivity } from './achievements/service';
import { communityAuditSeed } from './audit-seed';
import { casinoLinksOfMember } from './casino-links/member-details';
import { casinoLinkAdminRoutes, casinoLinkRoutes } from './casino-links/routes';
import { challengeActivity } from './challenges/activity';
import challengeAdminRoutes from './challenges/admin-routes';
import * as challengeReview from './challenges/migrations/20261123110000-community-challenge-review';
import challengeRoutes from './challenges/routes';
import { challengesSeed } from './challenges/seed';
import homeRoutes from './home/routes';
import leaderboardAdminRoutes from './leaderboards/admin-routes';
import { leaderboardJobs } from './leaderboards/jobs';
import { LEADERBOARD_MIGRATIONS } from './leaderboards/migrations';
import leaderboardOverlayRoutes from './leaderboards/overlay-routes';
import { leaderboardPayouts } from './leaderboards/payouts';
import leaderboardRoutes from './leaderboards/routes';
import { leaderboardsSeed, platformsSeed } from './leaderboards/seed';
import { feedStoredSecrets } from './leaderboards/stored-secrets';
import profileActivityRoutes from './profiles/activity-routes';
import profileUpdateRoutes from './profiles/update-routes';
import userRoutes from './profiles/user-routes';
import streamRoutes from './stream/routes';

export type { CommunityTables } from './tables';
export { wagerService } from './leaderboards/wagers';

/** Home stats, leaderboards, the stream status, profiles and their achievements and activity. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes, { prefix: '/api/r/stats' });
  await app.register(leaderboardRoutes, { prefix: '/api/r/leaderboard' });
  await app.register(streamRoutes, { prefix: '/api/r/stream' });
  await app.register(userRoutes, { prefix: '/api/r/user' });
  await app.register(profileUpdateRoutes, { prefix: '/api/r/profile' });
  await app.register(profileActivityRoutes, { prefix: '/api/r/profile' });
  await app.register(casinoLinkRoutes, { prefix: '/api/r/casino-links' });
  await app.register(leaderboardAdminRoutes, { prefix: '/api/admin/community/leaderboards' });
  // OBS overlay data (the keys are the core's: core/overlays).
  await app.register(leaderboardOverlayRoutes, { prefix: '/api/overlay' });
  await app.register(casinoLinkAdminRoutes, { prefix: '/api/admin/community/casino-links' });
  await app.register(challengeRoutes, { prefix: '/api/r/challenges' });
  await app.register(challengeAdminRoutes, { prefix: '/api/admin/community' });
  await app.register(achievementAdminRoutes, { prefix: '/api/admin/community' });
};

// Achievements listen for the events the core and the areas announce (core/events.ts).
subscribeAchievements();

const community: AreaModule = {
  name: 'community',
  routes,
  migrations: {
    ...LEADERBOARD_MIGRATIONS,
    '20261123110000-community-challenge-review': challengeReview,
  },
  seed: [platformsSeed, leaderboardsSeed, challengesSeed, achievementsSeed, communityAuditSeed],
  memberDetails: [casinoLinksOfMember],
  activity: [achievementActivity, challengeActivity],
  payouts: [leaderboardPayouts],
  jobs: leaderboardJobs,
  storedSecrets: [feedStoredSecrets],
};

export default community;
