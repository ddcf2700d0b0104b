import type {
  Achievement,
  AchievementRarity,
  Activity,
  ActivityType,
  ProfileFriendship,
} from '@lobby/contract-community';
import { RECENT_ACTIVITY_LIMIT } from '@lobby/contract-community';
import {
  listAchievementUnlocks,
  listActivities,
  listChallengeWins,
  listDailyClaims,
  listGiveawayWins,
  listHuntPredictions,
  listStoreRedemptions,
  listTournamentPredictions,
  listWagerRaffleWins,
} from '../../../core/activity/repository';
import type { Db } from '../../../core/db';
import type { UserRow } from '../../../core/db/tables';
import { findFriendship } from '../../../core/friends/repository';
import { centsToDollars, hundredthsToMultiplier } from '../../../core/money';
import { findUserById, findUserByUsername } from '../../../core/users/repository';
import { listUnlockedAchievements } from '../achievements/repository';

const RARITIES: readonly AchievementRarity[] = ['legendary', 'epic', 'rare', 'common'];
const toRarity = (r: string): AchievementRarity =>
  RARITIES.includes(r as AchievementRarity) ? (r as AchievementRarity) : 'common';

export async function getAchievements(db: Db, userId: number): Promise<Achievement[]> {
  const rows = await listUnlockedAchievements(db, userId);
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    description: r.description,
    icon: r.icon,
    badge_color: r.badge_color,
    points: Number(r.points),
    xp_reward: Number(r.xp_reward),
    unlocked_at: r.unlocked_at,
    rarity: toRarity(r.rarity),
  }));
}

const ACTIVITY_TYPES: readonly ActivityType[] = [
  'achievement',
  'bonus_hunt',
  'tournament',
  'redemption',
  'other',
];
const toActivityType = (t: string): ActivityType =>
  ACTIVITY_TYPES.includes(t as ActivityType) ? (t as ActivityType) : 'other';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function prizeText(
  type: string,
  value: number,
  description: string | null,
): { text: string; points: number; amount: number | null } {
  if (type === 'cash')
    return { text: description || 'Cash prize', points: 0, amount: centsToDollars(value) };
  if (type === 'points')
    return {
      text: description || `${value.toLocaleString('en-US')} points`,
      points: value,
      amount: null,
    };
  return { text: description || 'Prize', points: 0, amount: null };
}

/**
 * The member's most recent activity, newest first (at most 20): rows of the activities table,
 * merged with the events their own records show — achievements unlocked, store redemptions,
 * bonus hunt and tournament predictions, daily claims, giveaway, wager-raffle and challenge wins.
 * An activities row of the same type at the same moment as such an event describes that very
 * event and stands for it (no duplicates).
 */
export async function getRecentActivity(
  db: Db,
  userId: number,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<Activity[]> {
  const [rows, unlocks, redemptions, hunts, tournaments, dailies, giveaways, raffles, challenges] =
    await Promise.all([
      listActivities(db, userId, limit),
      listAchievementUnlocks(db, userId, limit),
      listStoreRedemptions(db, userId, limit),
      listHuntPredictions(db, userId, limit),
      listTournamentPredictions(db, userId, limit),
      listDailyClaims(db, userId, limit),
      listGiveawayWins(db, userId, limit),
      listWagerRaffleWins(db, userId, limit),
      listChallengeWins(db, userId, limit),
    ]);

  const recorded: Activity[] = rows.map((r) => ({
    id: `activity-${r.id}`,
    type: toActivityType(r.type),
    title: r.title,
    description: r.description,
    points: Number(r.points),
    xp: Number(r.xp),
    amount: r.amount == null ? null : centsToDollars(Number(r.amount)),
    occurred_at: r.occurred_at,
  }));

  const derived: Activity[] = [
    ...unlocks.map((u) => ({
      id: `achievement-${u.id}`,
      type: 'achievement' as const,
      title: `Unlocked ${u.title}`,
      description: u.description,
      points: Number(u.points),
      xp: Number(u.xp_reward),
      amount: null,
      occurred_at: u.unlocked_at,
    })),
    ...redemptions.map((r) => ({
      id: `redemption-${r.id}`,
      type: 'redemption' as const,
      title: `Redeemed ${r.name}`,
      description: r.description,
      points: -Number(r.cost),
      xp: 0,
      amount: null,
      occurred_at: r.created_at,
    })),
    ...hunts.map((h) => ({
      id: `hunt-prediction-${h.id}`,
      type: 'bonus_hunt' as const,
      title: `Predicted ${h.name}`,
      description: 'Submitted an end balance prediction.',
      points: 0,
      xp: 0,
      amount: null,
      occurred_at: h.created_at,
    })),
    ...tournaments.map((t) => ({
      id: `tournament-${t.id}`,
      type: 'tournament' as const,
      title: `Predicted ${t.name}`,
      description: `Picked the winners of ${plural(Number(t.picks), 'match', 'matches')}.`,
      points: 0,
      xp: 0,
      amount: null,
      occurred_at: String(t.last_at),
    })),
    ...dailies.map((d) => ({
      id: `daily-claim-${d.id}`,
      type: 'other' as const,
      title: 'Claimed daily points',
      description: null,
      points: Number(d.points),
      xp: Number(d.xp),
      amount: null,
      occurred_at: d.claimed_at,
    })),
    ...giveaways.map((g) => {
      const prize = prizeText(g.prize_type, Number(g.prize_value), g.prize_description);
      return {
        id: `giveaway-win-${g.id}`,
        type: 'other' as const,
        title: `Won ${g.title}`,
        description: prize.text,
        points: prize.points,
        xp: 0,
        amount: prize.amount,
        occurred_at: g.created_at,
      };
    }),
    ...raffles.map((r) => {
      const prize = prizeText(r.prize_type, Number(r.prize_value), r.description);
      return {
        id: `wager-raffle-win-${r.id}`,
        type: 'other' as const,
        title: `Won prize #${r.position} in ${r.name}`,
        description: prize.text,
        points: prize.points,
        xp: 0,
        amount: prize.amount,
        occurred_at: r.drawn_at!,
      };
    }),
    ...challenges.map((c) => ({
      id: `challenge-win-${c.id}`,
      type: 'other' as const,
      title: `Won the ${c.slot_name} challenge`,
      description: `First to hit ${hundredthsToMultiplier(Number(c.multiplier)).toFixed(2)}x.`,
      points: 0,
      xp: 0,
      amount: centsToDollars(Number(c.prize)),
      occurred_at: c.claimed_at!,
    })),
  ];

  const seen = new Set(recorded.map((a) => `${a.type}|${a.occurred_at}`));
  const merged = [...recorded, ...derived.filter((a) => !seen.has(`${a.type}|${a.occurred_at}`))];
  // ISO-8601 UTC timestamps order as text.
  merged.sort((a, b) =>
    a.occurred_at < b.occurred_at
      ? 1
      : a.occurred_at > b.occurred_at
        ? -1
        : a.id.localeCompare(b.id),
  );
  return merged.slice(0, limit);
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
