import type { ProfileUpdateResponse, UserProfile } from '@lobby/contract-community';
import type { SessionUser, Settings } from '@lobby/shared-api';
import { DEFAULT_SETTINGS, useSessionStore } from '@lobby/shared-api';
import { sessionUser as baseUser } from '@lobby/shared-api/testing';

export const API = 'http://localhost/api/r';

export function member(over: Partial<SessionUser> = {}): SessionUser {
  return baseUser({
    username: 'neo',
    global_name: 'Neo Anderson',
    email: 'neo@example.com',
    points: 1200,
    xp: 3400,
    ...over,
  });
}

export function profile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    username: 'neo',
    global_name: 'Neo Anderson',
    name: 'Neo Anderson',
    avatar: null,
    kick_username: null,
    bio: 'Red pill enjoyer.',
    twitter_user: '@neo',
    youtube_user: null,
    instagram_user: 'neo.gram',
    tiktok_user: null,
    points: 1200,
    xp: 3400,
    role: 'member',
    created_at: '2026-01-01T00:00:00.000Z',
    last_active: null,
    last_daily_claim: null,
    crypto: 'neo_lumen',
    crypto2: null,
    crypto3: null,
    banner: null,
    email: 'neo@example.com',
    time_zone: 'UTC',
    ...over,
  };
}

export const saved = (data: UserProfile): ProfileUpdateResponse => ({
  success: true,
  message: 'Saved successfully!',
  data,
});

/** Logs `user` in through the session store, with the given casino block. */
export function logIn(
  user: SessionUser = member(),
  casino: Partial<Settings['casino']> = {},
  basePath = '',
) {
  const s = useSessionStore.getState();
  s.hydrate({
    user,
    settings: { ...DEFAULT_SETTINGS, casino: { ...DEFAULT_SETTINGS.casino, ...casino } },
    basePath,
    demoLogin: true,
    discordLogin: false,
  });
}
