import type { Role, SessionUser, UserRef } from '@lobby/shared-api/contract';
import type { UserRow } from '../db/tables';
import { avatarUrl } from '../uploads/media';

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
