import type { ChatPointsLeaderboardResponse } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/chat-points/leaderboard — this week's most active chatters. */
export const getChatPointsLeaderboard = () =>
  getJson<ChatPointsLeaderboardResponse>('api/r/chat-points/leaderboard');
