import { on } from '../../../core/events';
import { awardAchievement, awardPointTiers } from './award';

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
  on('kick-linked', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'kick_linked', at);
  });
  on('hunt-prediction', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'first_prediction', at);
  });
  on('hunt-closest-prediction', async ({ db, userIds, at }) => {
    for (const userId of userIds) await awardAchievement(db, userId, 'closest_prediction', at);
  });
  on('tournament-prediction', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'first_tournament_prediction', at);
  });
  on('perfect-bracket-round', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'perfect_bracket_round', at);
  });
  on('store-redemption', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'first_redemption', at);
  });
  on('giveaway-win', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'giveaway_winner', at);
  });
  on('challenge-approved', async ({ db, userId, at }) => {
    await awardAchievement(db, userId, 'challenge_champion', at);
  });
}
