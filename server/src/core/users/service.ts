import type { UserProfile } from '@lobby/contract-community';
import type { Role, SessionUser, UserRef } from '@lobby/shared-api/contract';
import type { UserRow } from '../db/tables';
import { avatarUrl, mediaUrl } from '../uploads/media';

export const ROLE_RANK: Record<Role, number> = { member: 0, vip: 1, moderator: 2, admin: 3 };
export const ROLE_LABEL: Record<Role, string> = {
  member: 'Member',
  vip: 'VIP',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** admin ≥ moderator ≥ vip ≥ member. */
export const hasRoleAtLeast = (role: Role, required: Role): boolean =>
  ROLE_RANK[role] >= ROLE_RANK[required];

export const displayName = (u: Pick<UserRow, 'global_name' | 'username'>): string =>
  u.global_name || u.username;

export function toUserRef(basePath: string, u: UserRow): UserRef {
  return {
    id: u.id,
    username: u.username,
    kick_username: u.kick_username,
    avatar: avatarUrl(basePath, u),
  };
}

export function toSessionUser(basePath: string, u: UserRow): SessionUser {
  return {
    id: u.id,
    discord_id: u.discord_id,
    username: u.username,
    global_name: u.global_name,
    name: displayName(u),
    avatar: avatarUrl(basePath, u),
    kick_username: u.kick_username,
    email: u.email,
    role: u.role,
    points: Number(u.points),
    xp: Number(u.xp),
    last_daily_claim: u.last_daily_claim,
    last_daily_claim_day: u.last_daily_claim_day,
    time_zone: u.time_zone,
  };
}

/** Public profile; email and time zone only when the viewer is the member themself. */
export function toUserProfile(basePath: string, u: UserRow, viewerId: number | null): UserProfile {
  const profile: UserProfile = {
    id: u.id,
    username: u.username,
    global_name: u.global_name,
    name: displayName(u),
    avatar: avatarUrl(basePath, u),
    kick_username: u.kick_username,
    bio: u.bio,
    twitter_user: u.twitter_user,
    youtube_user: u.youtube_user,
    instagram_user: u.instagram_user,
    tiktok_user: u.tiktok_user,
    points: Number(u.points),
    xp: Number(u.xp),
    role: u.role,
    created_at: u.created_at,
    last_active: u.last_active,
    last_daily_claim: u.last_daily_claim,
    crypto: u.crypto,
    crypto2: u.crypto2,
    crypto3: u.crypto3,
    banner: mediaUrl(basePath, u.banner),
  };
  if (viewerId === u.id) {
    profile.email = u.email;
    profile.time_zone = u.time_zone;
  }
  return profile;
}
