import type { FastifyPluginAsync } from 'fastify';
import type { AreaModule } from '../../core/areas';
import achievementAdminRoutes from './achievements/admin-routes';
import { subscribeAchievements } from './achievements/events';
import { ACHIEVEMENT_MIGRATIONS } from './achievements/migrations';
import { rewardProvider } from './achievements/rewards';
import { achievementsSeed } from './achievements/seed';
import { achievementActivity } from './achievements/service';
import { casinoLinksOfMember } from './casino-links/member-details';
import { casinoLinkAdminRoutes, casinoLinkRoutes } from './casino-links/routes';
import { casinoLinksAuditSeed } from './casino-links/seed';
import { challengeActivity } from './challenges/activity';
import challengeAdminRoutes from './challenges/admin-routes';
import { CHALLENGE_MIGRATIONS } from './challenges/migrations';
import challengeRoutes from './challenges/routes';
import { challengesAuditSeed, challengesSeed } from './challenges/seed';
import chatPointsAdminRoutes from './chat-points/admin-routes';
import * as chatPoints from './chat-points/migrations/20261127010000-community-chat-points';
import chatPointsRoutes from './chat-points/routes';
import { chatPointsActivity, subscribeChatPoints } from './chat-points/service';
import homeRoutes from './home/routes';
import leaderboardAdminRoutes, { PLATFORM_IMAGES } from './leaderboard/admin-routes';
import { subscribeLeaderboardAnnouncements } from './leaderboard/announcements';
import { leaderboardJobs } from './leaderboard/jobs';
import { LEADERBOARD_MIGRATIONS } from './leaderboard/migrations';
import leaderboardOverlayRoutes from './leaderboard/overlay-routes';
import { leaderboardPayouts } from './leaderboard/payouts';
import { platformProvider } from './leaderboard/platforms';
import leaderboardRoutes, { LEADERBOARD_CACHE_TABLES } from './leaderboard/routes';
import { leaderboardsSeed, platformsSeed } from './leaderboard/seed';
import { feedStoredSecrets } from './leaderboard/stored-secrets';
import { wagerProvider } from './leaderboard/wagers';
import profileActivityRoutes from './profiles/activity-routes';
import profileUpdateRoutes from './profiles/update-routes';
import userRoutes from './profiles/user-routes';
import streamRoutes from './stream/routes';

/** Home stats, leaderboards, the stream status, profiles and their achievements and activity. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes, { prefix: '/api/r/stats' });
  await app.register(leaderboardRoutes, { prefix: '/api/r/leaderboard' });
  await app.register(streamRoutes, { prefix: '/api/r/stream' });
  await app.register(userRoutes, { prefix: '/api/r/user' });
  await app.register(profileUpdateRoutes, { prefix: '/api/r/profile' });
  await app.register(profileActivityRoutes, { prefix: '/api/r/profile' });
  await app.register(casinoLinkRoutes, { prefix: '/api/r/casino-links' });
  await app.register(leaderboardAdminRoutes, { prefix: '/api/admin/community/leaderboard' });
  // OBS overlay data (the keys are the core's: core/overlays).
  await app.register(leaderboardOverlayRoutes, { prefix: '/api/overlay' });
  await app.register(casinoLinkAdminRoutes, { prefix: '/api/admin/community/casino-links' });
  await app.register(challengeRoutes, { prefix: '/api/r/challenges' });
  await app.register(challengeAdminRoutes, { prefix: '/api/admin/community/challenges' });
  await app.register(achievementAdminRoutes, { prefix: '/api/admin/community/achievements' });
  await app.register(chatPointsRoutes, { prefix: '/api/r/chat-points' });
  await app.register(chatPointsAdminRoutes, { prefix: '/api/admin/community/chat-points' });
};

const community: AreaModule = {
  name: 'community',
  routes,
  migrations: [
    LEADERBOARD_MIGRATIONS,
    ACHIEVEMENT_MIGRATIONS,
    CHALLENGE_MIGRATIONS,
    { '20261127010000-community-chat-points': chatPoints },
  ],
  seed: [
    platformsSeed,
    leaderboardsSeed,
    challengesSeed,
    achievementsSeed,
    challengesAuditSeed,
    casinoLinksAuditSeed,
  ],
  memberDetails: [casinoLinksOfMember],
  activity: [achievementActivity, challengeActivity, chatPointsActivity],
  payouts: [leaderboardPayouts],
  jobs: leaderboardJobs,
  storedSecrets: [feedStoredSecrets],
  cachedTables: LEADERBOARD_CACHE_TABLES,
  publicUploadFolders: [PLATFORM_IMAGES],
  provides: { wagers: wagerProvider, platforms: platformProvider, rewards: rewardProvider },
  register() {
    // Achievements listen for the events the core and the areas announce (core/events.ts).
    subscribeAchievements();
    subscribeLeaderboardAnnouncements();
  },
  registerApp(app) {
    // Chat points ask the app's stream provider whether the stream is live.
    subscribeChatPoints(app);
  },
};

export default community;
