/** What a giveaway or wager-raffle prize is: cash (cents), points, or something else described in words. */
export type PrizeType = 'cash' | 'points' | 'custom';

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
