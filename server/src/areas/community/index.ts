import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import { achievementsSeed } from './achievements/seed';
import { achievementActivity } from './achievements/service';
import { challengeActivity } from './challenges/activity';
import { challengesSeed } from './challenges/seed';
import homeRoutes from './home/routes';
import { leaderboardPayouts } from './leaderboards/payouts';
import leaderboardRoutes from './leaderboards/routes';
import { leaderboardsSeed, platformsSeed } from './leaderboards/seed';
import profileActivityRoutes from './profiles/activity-routes';
import profileUpdateRoutes from './profiles/update-routes';
import userRoutes from './profiles/user-routes';
import streamRoutes from './stream/routes';

export type { CommunityTables } from './tables';

/** Home stats, leaderboards, the stream status, profiles and their achievements and activity. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes, { prefix: '/api/r/stats' });
  await app.register(leaderboardRoutes, { prefix: '/api/r/leaderboard' });
  await app.register(streamRoutes, { prefix: '/api/r/stream' });
  await app.register(userRoutes, { prefix: '/api/r/user' });
  await app.register(profileUpdateRoutes, { prefix: '/api/r/profile' });
  await app.register(profileActivityRoutes, { prefix: '/api/r/profile' });
};

const community: AreaModule = {
  name: 'community',
  routes,
  migrations: {},
  seed: [platformsSeed, leaderboardsSeed, challengesSeed, achievementsSeed],
  activity: [achievementActivity, challengeActivity],
  payouts: [leaderboardPayouts],
};

export default community;
