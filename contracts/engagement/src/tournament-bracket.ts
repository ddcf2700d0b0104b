// The bracket's shape, shared by the server (validating picks, advancing winners) and the page
// (drawing rounds, propagating picks): spec part 2 §4 — the winner of the match at index i of a
// round goes to slot 1 of next-round match ⌊i/2⌋ when i is even, to slot 2 when i is odd.

interface BracketMatch {
  id: number;
  round: number;
  match_number: number;
  slot1_name: string | null;
  slot2_name: string | null;
  winner_name: string | null;
}

/** The matches grouped by round (sorted numerically), each round by match number. */
export function bracketRounds<M extends BracketMatch>(matches: readonly M[]): M[][] {
  const byRound = new Map<number, M[]>();
  for (const m of matches) {
    const list = byRound.get(m.round) ?? [];
    list.push(m);
    byRound.set(m.round, list);
  }
  return [...byRound.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, list]) => list.sort((a, b) => a.match_number - b.match_number));
}

/** Where a match's winner goes: the next round's match and which of its slots. */
export function nextMatchOf<M extends BracketMatch>(
  matches: readonly M[],
  matchId: number,
): { match: M; slot: 1 | 2 } | null {
  const rounds = bracketRounds(matches);
  for (const [r, round] of rounds.entries()) {
    const i = round.findIndex((m) => m.id === matchId);
    if (i < 0) continue;
    const next = rounds[r + 1]?.[Math.floor(i / 2)];
    return next ? { match: next, slot: i % 2 === 0 ? 1 : 2 } : null;
  }
  return null;
}

export interface PredictedSlots {
  slot1: string | null;
  slot2: string | null;
  /** True when the slot's name comes from a pick, not from a real result. */
  slot1Predicted: boolean;
  slot2Predicted: boolean;
}

/**
 * The two slots of every match as the member sees them while predicting: a slot the real bracket
 * already has stays; an empty one takes the winner the member picked in the match feeding it.
 * A pick that is no longer one of its match's slots counts as no pick.
 */
export function predictedSlots<M extends BracketMatch>(
  matches: readonly M[],
  picks: ReadonlyMap<number, string>,
): Map<number, PredictedSlots> {
  const out = new Map<number, PredictedSlots>();
  const rounds = bracketRounds(matches);
  for (const [r, round] of rounds.entries()) {
    for (const [i, m] of round.entries()) {
      let slot1 = m.slot1_name;
      let slot2 = m.slot2_name;
      let slot1Predicted = false;
      let slot2Predicted = false;
      if (r > 0) {
        const prev = rounds[r - 1]!;
        const feed = (j: number) => {
          const f = prev[j];
          if (!f) return null;
          const fs = out.get(f.id);
          const pick = picks.get(f.id)?.toLowerCase();
          if (!pick || !fs) return null;
          if (fs.slot1?.toLowerCase() === pick) return fs.slot1;
          return fs.slot2?.toLowerCase() === pick ? fs.slot2 : null;
        };
        if (slot1 == null) {
          slot1 = feed(2 * i);
          slot1Predicted = slot1 != null;
        }
        if (slot2 == null) {
          slot2 = feed(2 * i + 1);
          slot2Predicted = slot2 != null;
        }
      }
      out.set(m.id, { slot1, slot2, slot1Predicted, slot2Predicted });
    }
  }
  return out;
}

/** 'Round 1', 'Round N', and 'Final' for the last round (spec §9). */
export function roundTitle(index: number, count: number): string {
  return index === count - 1 && count > 1 ? 'Final' : `Round ${index + 1}`;
}
