import type { Db } from '../../../core/db';
import { emit } from '../../../core/events';
import { changePoints } from '../../../core/ledger/points';
import { notify } from '../../../core/notifications/service';
import { requestPayout } from '../../../core/payouts/service';
import type { PrizeType } from './prize-type';

export type { PrizeType };

/** How a prize reads in a member's recent activity: its words, and the points or cash it was worth. */
export function prizeText(
  type: string,
  value: number,
  description: string | null,
): { text: string; points: number; amountCents: number | null } {
  if (type === 'cash') return { text: description || 'Cash prize', points: 0, amountCents: value };
  if (type === 'points')
    return {
      text: description || `${value.toLocaleString('en-US')} points`,
      points: value,
      amountCents: null,
    };
  return { text: description || 'Prize', points: 0, amountCents: null };
}

export interface PrizeAward {
  userId: number;
  prizeType: PrizeType;
  /** Cents for cash, points for points. */
  value: number;
  description: string | null;
  /** What was won: 'the $500 Cash Giveaway', 'place 2 of the Summer Mega Raffle'. */
  what: string;
  /** The page the notification leads to ('/raffles/3'). */
  url: string;
  refType: 'giveaway' | 'wager_raffle';
  refId: number;
  at: Date;
}

/**
 * The one way a giveaway or wager-raffle winner is paid and told: a points prize is credited
 * through the ledger and the winner gets a notification, both in the draw's transaction.
 */
export async function awardPrize(trx: Db, award: PrizeAward): Promise<void> {
  const prize = prizeText(award.prizeType, award.value, award.description);
  if (award.prizeType === 'points' && award.value > 0)
    await changePoints(trx, {
      userId: award.userId,
      delta: award.value,
      reason: award.refType === 'giveaway' ? 'giveaway_prize' : 'wager_raffle_prize',
      refType: award.refType,
      refId: award.refId,
      at: award.at,
    });
  const worth =
    award.prizeType === 'cash' && prize.amountCents != null
      ? ` ($${(prize.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })})`
      : '';
  await notify(
    trx,
    award.userId,
    {
      type: award.refType === 'giveaway' ? 'giveaway_won' : 'wager_raffle_won',
      title: 'You won!',
      message: `You won ${award.what}: ${prize.text}${worth}.`,
      url: award.url,
    },
    award.at,
  );
  // A cash prize goes to the winner's verified casino name when a tipping API pays prizes.
  if (award.prizeType === 'cash' && award.value > 0)
    await requestPayout(trx, {
      userId: award.userId,
      platformId: null,
      source: award.refType,
      sourceRef: `${award.refId}:${award.userId}`,
      description: award.what,
      amountCents: award.value,
      at: award.at,
    });
  if (award.refType === 'giveaway')
    await emit('giveaway-win', {
      db: trx,
      userId: award.userId,
      giveawayId: award.refId,
      at: award.at,
    });
}
