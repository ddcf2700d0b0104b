import type { Achievement, Activity, UserProfile } from '@lobby/contract-community';
import type { SessionUser } from '@lobby/shared-api';
import { sessionUser as baseUser } from '@lobby/shared-api/testing';
import { renderWithProviders } from '../../../testing/render';
import { ProfilePage } from '../components/profile-page';

export const API = 'http://localhost/api/r';

const DAY = 86_400_000;

export function profile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 42,
    username: 'reelqueen',
    global_name: 'Reel Queen',
    name: 'Reel Queen',
    avatar: 'http://localhost/media/reelqueen.svg',
    kick_username: 'reelqueen',
    bio: 'Bonus hunts every Friday.',
    twitter_user: 'reelqueen',
    youtube_user: null,
    instagram_user: 'reel.queen',
    tiktok_user: null,
    points: 30_000,
    xp: 12_340,
    role: 'vip',
    created_at: '2025-03-14T12:00:00.000Z',
    last_active: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    last_daily_claim: null,
    crypto: null,
    crypto2: null,
    crypto3: null,
    banner: null,
    achievements_count: 2,
    friendship: { status: 'none', request_id: null },
    ...over,
  };
}

export function sessionUser(over: Partial<SessionUser> = {}): SessionUser {
  return baseUser({
    username: 'spinwizard',
    global_name: 'Spin Wizard',
    email: 'spin@example.com',
    points: 1_500,
    xp: 2_500,
    ...over,
  });
}

export function achievement(over: Partial<Achievement> = {}): Achievement {
  return {
    id: 1,
    title: 'Oracle',
    description: 'Had the closest prediction of a bonus hunt.',
    icon: 'eye',
    badge_color: '#06b6d4',
    points: 1500,
    xp_reward: 2000,
    unlocked_at: new Date(Date.now() - 3 * DAY).toISOString(),
    rarity: 'legendary',
    ...over,
  };
}

export function activity(over: Partial<Activity> = {}): Activity {
  return {
    id: 'daily-claim-1',
    type: 'other',
    title: 'Claimed daily points',
    description: null,
    points: 100,
    xp: 50,
    amount: null,
    occurred_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...over,
  };
}

/** The profile page under its two routes, at `route`. */
export function renderProfile(route: string) {
  return renderWithProviders(<ProfilePage />, { route, paths: ['/profile', '/profile/:username'] });
}
