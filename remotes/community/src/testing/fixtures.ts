import type { StreamStatus } from '@lobby/contract-community';
import type { Affiliate, LeaderboardPlayer, Platform } from '@lobby/shared-api';

export const API = 'http://localhost/api/r';

export function affiliate(over: Partial<Affiliate> = {}): Affiliate {
  return {
    id: 1,
    name: 'Stake',
    logo_url: 'http://localhost/media/stake.png',
    benefits: ['200% deposit bonus', 'Weekly rakeback'],
    redirect_url: 'https://stake.example/?c=lobby',
    ...over,
  };
}

export function player(over: Partial<LeaderboardPlayer> = {}): LeaderboardPlayer {
  return {
    rank: 1,
    displayName: 'Alice',
    username: 'alice',
    wagered: 12500,
    favoriteGameTitle: 'Gates of Olympus',
    ...over,
  };
}

export function platform(over: Partial<Platform> = {}): Platform {
  return {
    id: 1,
    slug: 'stake',
    name: 'Stake',
    image: null,
    active_leaderboard: {
      current_period_start: new Date(Date.now() - 86_400_000).toISOString(),
      current_period_end: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      timeframe: 'weekly',
      total_prize_pool: 5000,
      currency_symbol: '$',
    },
    top_three: [
      player(),
      player({
        rank: 2,
        displayName: 'Bob',
        username: 'bob',
        wagered: 9000,
        favoriteGameTitle: 'Sweet Bonanza',
      }),
      player({
        rank: 3,
        displayName: 'Cara',
        username: 'cara',
        wagered: 4200,
        favoriteGameTitle: null,
      }),
    ],
    ...over,
  };
}

export function leaderboardIndex(platforms: Platform[]) {
  return {
    success: true,
    data: { platforms, top_three: [], rest_of_users: [], prizes: [], current_period: null },
  };
}

export function stream(over: Partial<StreamStatus> = {}): StreamStatus {
  return {
    live: true,
    channel: 'lobbystreamer',
    viewer_count: 1234,
    followers_count: 56789,
    session_title: 'Bonus hunt Friday!',
    player_url: 'https://player.kick.com/lobbystreamer',
    channel_url: 'https://kick.com/lobbystreamer',
    checked_at: new Date().toISOString(),
    ...over,
  };
}
