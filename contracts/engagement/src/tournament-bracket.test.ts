import { bracketRounds, nextMatchOf, predictedSlots, roundTitle } from './tournament-bracket';

/** A bracket of `size` slots ('S1'…): round 1 filled, later rounds empty; ids 100 + number. */
function bracket(size: number) {
  const matches = [];
  let number = 1;
  for (let round = 1, count = size / 2; count >= 1; round++, count /= 2)
    for (let i = 0; i < count; i++, number++)
      matches.push({
        id: 100 + number,
        round,
        match_number: number,
        slot1_name: round === 1 ? `S${2 * i + 1}` : null,
        slot2_name: round === 1 ? `S${2 * i + 2}` : null,
        winner_name: null,
      });
  // Stored order is not bracket order: rounds and numbers are sorted by the helpers.
  return matches.reverse();
}

describe('bracketRounds', () => {
  it('groups by round numerically (10 after 9) and by match number', () => {
    const matches = [
      { id: 1, round: 10, match_number: 2, slot1_name: null, slot2_name: null, winner_name: null },
      { id: 2, round: 9, match_number: 1, slot1_name: null, slot2_name: null, winner_name: null },
      { id: 3, round: 10, match_number: 1, slot1_name: null, slot2_name: null, winner_name: null },
    ];
    expect(bracketRounds(matches).map((r) => r.map((m) => m.id))).toEqual([[2], [3, 1]]);
  });

  it.each([
    [4, ['Round 1', 'Final']],
    [32, ['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Final']],
  ])('titles the rounds of a bracket of %i', (size, titles) => {
    const rounds = bracketRounds(bracket(size));
    expect(rounds.map((_, i) => roundTitle(i, rounds.length))).toEqual(titles);
    expect(rounds.map((r) => r.length)).toEqual(titles.map((_, i) => size / 2 ** (i + 1)));
  });
});

describe('nextMatchOf (spec §4: match i → slot 1 of ⌊i/2⌋ when i is even, slot 2 when odd)', () => {
  it('sends every first-round winner of a bracket of 8 to its place', () => {
    const matches = bracket(8);
    const places = [101, 102, 103, 104, 105, 106, 107].map((id) => {
      const next = nextMatchOf(matches, id);
      return next ? [next.match.match_number, next.slot] : null;
    });
    expect(places).toEqual([[5, 1], [5, 2], [6, 1], [6, 2], [7, 1], [7, 2], null]);
  });
});

describe('predictedSlots', () => {
  it('fills later rounds from the picks, marking them predicted', () => {
    const matches = bracket(8);
    const picks = new Map([
      [101, 'S2'],
      [102, 's3'],
      [104, 'S8'],
      [105, 'S3'],
    ]);
    const slots = predictedSlots(matches, picks);
    expect(slots.get(101)).toEqual({
      slot1: 'S1',
      slot2: 'S2',
      slot1Predicted: false,
      slot2Predicted: false,
    });
    // Match 5 takes the winners of matches 1 and 2 (case-insensitive picks keep the real name).
    expect(slots.get(105)).toEqual({
      slot1: 'S2',
      slot2: 'S3',
      slot1Predicted: true,
      slot2Predicted: true,
    });
    // Match 6: nothing picked in match 3, S8 from match 4.
    expect(slots.get(106)).toEqual({
      slot1: null,
      slot2: 'S8',
      slot1Predicted: false,
      slot2Predicted: true,
    });
    // The final: S3 from match 5, match 6 has no pick.
    expect(slots.get(107)).toMatchObject({ slot1: 'S3', slot2: null });
  });

  it('keeps a real slot over a pick and drops a pick that is not in its match', () => {
    const matches = bracket(4).map((m) => (m.match_number === 3 ? { ...m, slot1_name: 'S1' } : m));
    const slots = predictedSlots(
      matches,
      new Map([
        [101, 'S2'],
        [102, 'S9'],
      ]),
    );
    expect(slots.get(103)).toEqual({
      slot1: 'S1',
      slot2: null,
      slot1Predicted: false,
      slot2Predicted: false,
    });
  });
});
