import type {
  Affiliate,
  Friend,
  FriendRequest,
  Notification,
  Platform,
  SessionUser,
  Settings,
} from '@lobby/shared-api';
import { DEFAULT_SETTINGS } from '@lobby/shared-api';
import { sessionUser } from '@lobby/shared-api/testing';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return sessionUser({
    discord_id: '1234',
    username: 'ace_player',
    global_name: 'Ace Player',
    kick_username: 'acekick',
    email: 'ace@example.com',
    points: 1250,
    xp: 300,
    ...overrides,
  });
}

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...DEFAULT_SETTINGS, site_name: 'SpinCity', ...overrides };
}

export function makeFriend(id: number, overrides: Partial<Friend> = {}): Friend {
  return {
    id,
    avatar: null,
    username: `friend${id}`,
    name: `Friend ${id}`,
    kick_username: null,
    online: false,
    ...overrides,
  };
}

export function makeRequest(
  id: number,
  direction: 'incoming' | 'outgoing',
  user: Friend,
): FriendRequest {
  return { id, direction, user, created_at: new Date(Date.now() - 3600_000).toISOString() };
}

export function makeNotification(
  id: number,
  overrides: Partial<Notification> & {
    title?: string;
    message?: string;
    url?: string | null;
    ageMs?: number;
  } = {},
): Notification {
  const {
    title = `Notice ${id}`,
    message = `Message ${id}`,
    url = null,
    ageMs = 0,
    ...rest
  } = overrides;
  return {
    id,
    type: 'general',
    data: { type: 'general', title, message, url },
    read_at: null,
    created_at: new Date(Date.now() - ageMs).toISOString(),
    ...rest,
  };
}

export function makeAffiliate(id: number, overrides: Partial<Affiliate> = {}): Affiliate {
  return {
    id,
    name: `Casino ${id}`,
    logo_url: null,
    benefits: [],
    redirect_url: `https://casino${id}.example.com/r/lobby`,
    ...overrides,
  };
}

export function makePlatform(
  id: number,
  endsInMs: number | null,
  overrides: Partial<Platform> = {},
): Platform {
  return {
    id,
    slug: `platform-${id}`,
    name: `Platform ${id}`,
    image: null,
    active_leaderboard:
      endsInMs === null
        ? null
        : {
            current_period_start: new Date(Date.now() - 6 * 86400_000).toISOString(),
            current_period_end: new Date(Date.now() + endsInMs).toISOString(),
            timeframe: 'weekly',
            total_prize_pool: 5000,
            currency_symbol: '$',
          },
    top_three: [],
    ...overrides,
  };
}

export function leaderboardIndex(platforms: Platform[]) {
  return {
    success: true as const,
    data: { platforms, top_three: [], rest_of_users: [], prizes: [], current_period: null },
  };
}
