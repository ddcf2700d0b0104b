import type { Db } from '../../../core/db';
import { on } from '../../../core/events';
import type { PlatformEventName, PlatformEvents } from '../../../core/events';
import { awardAchievement, awardPointTiers } from './award';

/** The events that carry the one member they are about. */
type MemberEvent = {
  [K in PlatformEventName]: PlatformEvents[K] extends { db: Db; userId: number; at: Date }
    ? K
    : never;
}[PlatformEventName];

/** The achievement each of these events unlocks by itself (the first time it happens). */
export const EVENT_ACHIEVEMENTS: Partial<Record<MemberEvent, string>> = {
  'kick-linked': 'kick_linked',
  'hunt-prediction': 'first_prediction',
  'tournament-prediction': 'first_tournament_prediction',
  'perfect-bracket-round': 'perfect_bracket_round',
  'store-redemption': 'first_redemption',
  'giveaway-win': 'giveaway_winner',
  'challenge-approved': 'challenge_champion',
};

let subscribed = false;

/**
 * Achievements earned by what members do: each event (announced by the core or any area through
 * `core/events.ts`) awards its achievement in the transaction of the change.
 */
export function subscribeAchievements(): void {
  if (subscribed) return;
  subscribed = true;
  on('daily-claim', async ({ db, userId, streak, at }) => {
    await awardAchievement(db, userId, 'first_daily_claim', at);
    if (streak >= 7) await awardAchievement(db, userId, 'daily_7', at);
  });
  on('points-earned', ({ db, userId, balance, at }) => awardPointTiers(db, userId, balance, at));
  on('hunt-closest-prediction', async ({ db, userIds, at }) => {
    for (const userId of userIds) await awardAchievement(db, userId, 'closest_prediction', at);
  });
  for (const [event, key] of Object.entries(EVENT_ACHIEVEMENTS) as [MemberEvent, string][])
    on(event, async ({ db, userId, at }) => {
      await awardAchievement(db, userId, key, at);
    });
}
