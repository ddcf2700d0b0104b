import type {
  ProfileCasinoField,
  Activity,
  ActivityType,
  ProfileFriendship,
  UserProfile,
} from '@lobby/contract-community';
import { RECENT_ACTIVITY_LIMIT } from '@lobby/contract-community';
import { listRecordedActivity } from '../../../core/activity/recorded';
import type { ActivityEvent, ActivitySource } from '../../../core/activity/sources';
import type { Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { findFriendship } from '../../../core/friends/repository';
import { listLedgerActivity } from '../../../core/ledger/activity';
import { centsToDollars } from '../../../core/money';
import { avatarUrl, mediaUrl } from '../../../core/uploads/media';
import { findUserById, findUserByUsername } from '../../../core/users/repository';
import { displayName } from '../../../core/users/service';

const ACTIVITY_TYPES: readonly ActivityType[] = [
  'achievement',
  'bonus_hunt',
  'tournament',
  'redemption',
  'other',
];
const toActivityType = (t: string): ActivityType =>
  ACTIVITY_TYPES.includes(t as ActivityType) ? (t as ActivityType) : 'other';

const toActivity = (e: ActivityEvent): Activity => ({
  id: e.id,
  type: toActivityType(e.type),
  title: e.title,
  description: e.description,
  points: e.points,
  xp: e.xp,
  amount: e.amountCents == null ? null : centsToDollars(e.amountCents),
  occurred_at: e.occurred_at,
});

/**
 * The member's most recent activity, newest first (at most 20): rows of the activities table,
 * merged with the events every area's records show (`sources`: achievements unlocked, store
 * redemptions, VIP rewards, bonus hunt and tournament predictions, daily claims, giveaway,
 * wager-raffle and challenge wins). An activities row of the same type at the same moment as such
 * an event describes that very event and stands for it (no duplicates). Every points movement of
 * the ledger shows: through the event that made it (same moment, same points), else on its own.
 */
export async function getRecentActivity(
  db: Db,
  sources: readonly ActivitySource[],
  userId: number,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<Activity[]> {
  const [recorded, ledger, ...derived] = await Promise.all([
    listRecordedActivity(db, userId, limit),
    listLedgerActivity(db, userId, limit),
    ...sources.map((source) => source(db, userId, limit)),
  ]);
  const seen = new Set(recorded.map((a) => `${a.type}|${a.occurred_at}`));
  const events = [
    ...recorded,
    ...derived.flat().filter((a) => !seen.has(`${a.type}|${a.occurred_at}`)),
  ];
  const merged = [...events, ...unshownMovements(ledger, events)];
  // ISO-8601 UTC timestamps order as text.
  merged.sort((a, b) =>
    a.occurred_at < b.occurred_at
      ? 1
      : a.occurred_at > b.occurred_at
        ? -1
        : a.id.localeCompare(b.id),
  );
  return merged.slice(0, limit).map(toActivity);
}

/** The ledger's movements that no event shows (each event stands for one movement at most). */
function unshownMovements(
  ledger: readonly ActivityEvent[],
  events: readonly ActivityEvent[],
): ActivityEvent[] {
  const key = (e: ActivityEvent) => `${e.occurred_at}|${e.points}`;
  const shown = new Map<string, number>();
  for (const e of events) if (e.points !== 0) shown.set(key(e), (shown.get(key(e)) ?? 0) + 1);
  return ledger.filter((movement) => {
    const left = shown.get(key(movement)) ?? 0;
    if (left > 0) shown.set(key(movement), left - 1);
    return left === 0;
  });
}

/** The viewer's standing with the member; null for a logged-out viewer. */
export async function getFriendshipWith(
  db: Db,
  viewerId: number | null,
  userId: number,
): Promise<ProfileFriendship | null> {
  if (viewerId == null) return null;
  if (viewerId === userId) return { status: 'self', request_id: null };
  const row = await findFriendship(db, viewerId, userId);
  if (!row) return { status: 'none', request_id: null };
  if (row.status === 'accepted') return { status: 'friends', request_id: null };
  return {
    status: row.requester_id === viewerId ? 'pending_outgoing' : 'pending_incoming',
    request_id: Number(row.id),
  };
}

/** A member by numeric id (falling back to a numeric username) or by username, case-insensitive. */
export async function findUserByIdOrUsername(db: Db, key: string): Promise<UserRow | undefined> {
  const byId = /^\d{1,9}$/.test(key) ? await findUserById(db, Number(key)) : undefined;
  return byId ?? (await findUserByUsername(db, key));
}

/**
 * Public profile; email and time zone only when the viewer is the member themself. `casino` holds
 * the casino fields: the names the member linked in Settings › Casino (casino-links).
 */
export function toUserProfile(
  basePath: string,
  u: UserRow,
  viewerId: number | null,
  casino: Record<ProfileCasinoField, string | null>,
): UserProfile {
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
    ...casino,
    banner: mediaUrl(basePath, u.banner),
  };
  if (viewerId === u.id) {
    profile.email = u.email;
    profile.time_zone = u.time_zone;
  }
  return profile;
}
