import { diffFromSnapshot } from './adapters/goated';
import { MAX_CENTS } from './cents';
import { excludeUsernames, maskUsername, mergeDuplicates, normaliseRows } from './normalise';
import type { FeedRow } from './types';

describe('excludeUsernames', () => {
  it('leaves off staff and the streamer, whatever the case or surrounding spaces', () => {
    const rows: FeedRow[] = [
      { username: 'TheStreamer', wagered: 100 },
      { username: 'viewer', wagered: 50 },
      { username: 'ModAlice', wagered: 70 },
    ];
    expect(excludeUsernames(rows, [' thestreamer ', 'MODALICE']).map((r) => r.username)).toEqual([
      'viewer',
    ]);
    expect(excludeUsernames(rows, [])).toHaveLength(3);
  });
});

describe('mergeDuplicates', () => {
  it('sums a player’s rows exactly, case-insensitively, keeping the first spelling', () => {
    const rows: FeedRow[] = [
      { username: 'Bob', wagered: 10_01, weightedWagered: 5_00, favoriteGameTitle: 'Dice' },
      { username: 'alice', wagered: 1 },
      { username: 'bob', wagered: 20_02, favoriteGameTitle: 'Plinko' },
      { username: 'BOB', wagered: 3, weightedWagered: 1 },
    ];
    expect(mergeDuplicates(rows)).toEqual([
      { username: 'Bob', wagered: 30_06, weightedWagered: 5_01, favoriteGameTitle: 'Plinko' },
      { username: 'alice', wagered: 1 },
    ]);
  });

  it('does not change the rows it was given', () => {
    const rows: FeedRow[] = [
      { username: 'a', wagered: 1 },
      { username: 'A', wagered: 2 },
    ];
    mergeDuplicates(rows);
    expect(rows[0]).toEqual({ username: 'a', wagered: 1 });
  });

  it('refuses a sum beyond exact integers instead of rounding it', () => {
    expect(() =>
      mergeDuplicates([
        { username: 'whale', wagered: MAX_CENTS },
        { username: 'whale', wagered: 1 },
      ]),
    ).toThrow(/too large/);
  });
});

describe('normaliseRows', () => {
  const rows: FeedRow[] = [
    { username: 'carol', wagered: 500, weightedWagered: 100 },
    { username: 'dave', wagered: 300, weightedWagered: 290 },
    { username: 'Streamer', wagered: 9_999 },
    { username: 'erin', wagered: 300, weightedWagered: 290 },
    { username: 'Carol', wagered: 1, weightedWagered: 1 },
    { username: 'idle', wagered: 0, weightedWagered: 0 },
    { username: 'noweight', wagered: 700 },
  ];

  it('ranks by raw wagered, ties by username, after excluding and merging', () => {
    const r = normaliseRows(rows, { basis: 'raw', excludedUsernames: ['streamer'] });
    expect(r.entries.map((e) => [e.username, e.wagered])).toEqual([
      ['noweight', 700],
      ['carol', 501],
      ['dave', 300],
      ['erin', 300],
    ]);
    expect(r).toMatchObject({ excluded: 1, merged: 1, zero: 1, missingWeighted: 0 });
  });

  it('ranks by weighted when the platform says so; a row without weighted counts 0, not its raw amount', () => {
    const r = normaliseRows(rows, { basis: 'weighted', excludedUsernames: ['STREAMER'] });
    expect(r.entries.map((e) => [e.username, e.wagered, e.rawWagered])).toEqual([
      ['dave', 290, 300],
      ['erin', 290, 300],
      ['carol', 101, 501],
    ]);
    expect(r).toMatchObject({ missingWeighted: 1, zero: 2 });
  });
});

describe('maskUsername', () => {
  it.each([
    ['abcdefyz', 'ab***yz'],
    ['abcde', 'ab***de'],
    ['abcd', 'a***'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['  spaced_name  ', 'sp***me'],
    ['émile_zola', 'ém***la'],
    ['🎰🎰lucky🍀🍀', '🎰🎰***🍀🍀'],
    ['', '***'],
  ])('%p → %p', (name, masked) => {
    expect(maskUsername(name)).toBe(masked);
  });
});

describe('diffFromSnapshot (Goated-style running totals)', () => {
  it('ranks by the growth since the period start', () => {
    const snapshot: FeedRow[] = [
      { username: 'alpha', wagered: 1_000_00 },
      { username: 'Beta', wagered: 500_00 },
      { username: 'gamma', wagered: 300_00 },
    ];
    const current: FeedRow[] = [
      { username: 'alpha', wagered: 1_050_00 },
      { username: 'beta', wagered: 900_00 }, // same player, other case
      { username: 'gamma', wagered: 300_00 }, // no wagering this period: left out
      { username: 'newcomer', wagered: 75_50 }, // absent from the snapshot: counted from 0
    ];
    expect(diffFromSnapshot(snapshot, current)).toEqual([
      { username: 'beta', wagered: 400_00 },
      { username: 'newcomer', wagered: 75_50 },
      { username: 'alpha', wagered: 50_00 },
    ]);
  });

  it('counts a total that went down as 0 (a correction never makes a negative wager)', () => {
    expect(
      diffFromSnapshot([{ username: 'x', wagered: 500 }], [{ username: 'x', wagered: 400 }]),
    ).toEqual([]);
  });

  it('matches a renamed player by the platform uid', () => {
    expect(
      diffFromSnapshot(
        [{ username: 'oldname', wagered: 1_000, uid: 'u1' }],
        [{ username: 'newname', wagered: 1_500, uid: 'u1' }],
      ),
    ).toEqual([{ username: 'newname', wagered: 500, uid: 'u1' }]);
  });

  it('ranks everyone from 0 when there is no snapshot yet', () => {
    expect(
      diffFromSnapshot(
        [],
        [
          { username: 'b', wagered: 1 },
          { username: 'a', wagered: 2 },
        ],
      ).map((r) => r.username),
    ).toEqual(['a', 'b']);
  });
});
