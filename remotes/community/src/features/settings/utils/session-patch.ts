import type { UserProfile } from '@lobby/contract-community';
import type { SessionUser } from '@lobby/shared-api';

/** The session user's fields a saved profile also carries (names, avatar, Kick, points, XP, role). */
export function sessionPatchFrom(profile: UserProfile): Partial<SessionUser> {
  const patch: Partial<SessionUser> = {
    username: profile.username,
    global_name: profile.global_name,
    name: profile.name,
    avatar: profile.avatar,
    kick_username: profile.kick_username,
    points: profile.points,
    xp: profile.xp,
    role: profile.role,
  };
  if (profile.email !== undefined) patch.email = profile.email;
  if (profile.time_zone !== undefined) patch.time_zone = profile.time_zone;
  return patch;
}
