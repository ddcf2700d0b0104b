import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  drawKeyV2,
  entriesDrawList,
  giveawayListText,
  raffleListText,
  rangesDrawList,
  replayDrawV2,
} from '@lobby/contract-engagement';

// League of Entropy quicknet: its public key and two of its real rounds (public data).
const QUICKNET_PUBLIC_KEY =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const beacon = (round: number, signature: string) => ({
  round,
  signature,
  randomness: sha(Buffer.from(signature, 'hex')),
});
const R1000 = beacon(
  1000,
  'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
);
const R32285085 = beacon(
  32285085,
  '81dbce51d584d90d618547f4b50391d53ace6f6b9aeb8fb67e1879427af9d0310ac0ec6f519271d9a313ee84b378d416',
);

const SEED = '0f'.repeat(32);
const entries = [
  { entry_id: 3, user_id: 1 },
  { entry_id: 4, user_id: 2 },
  { entry_id: 9, user_id: 1 },
  { entry_id: 10, user_id: 3 },
  { entry_id: 11, user_id: 4 },
  { entry_id: 12, user_id: 1 },
];
const ranges = [
  { user_id: 5, first_ticket: 1, ticket_count: 30 },
  { user_id: 6, first_ticket: 31, ticket_count: 2 },
  { user_id: 7, first_ticket: 33, ticket_count: 12 },
  { user_id: 8, first_ticket: 45, ticket_count: 1 },
];

describe('lobby-draw-v2', () => {
  it('keys each draw with sha256(seed:randomness:list_hash)', async () => {
    const listHash = sha(giveawayListText(entries));
    expect(await drawKeyV2(SEED, R1000.randomness, listHash)).toBe(
      sha(`${SEED}:${R1000.randomness}:${listHash}`),
    );
  });

  // Fixed vectors: seed, list, rounds (real quicknet beacons) → winners. scripts/verify-draw.mjs
  // reproduces them below.
  it('draws the fixed vectors, a redraw from its own round', async () => {
    const gText = giveawayListText(entries);
    const g = await replayDrawV2(SEED, sha(gText), R1000.randomness, entriesDrawList(entries), 3);
    expect(g.winners.map((w) => w && [w.index, w.user_id])).toEqual(GIVEAWAY_VECTOR);
    const rText = raffleListText(ranges);
    const list = rangesDrawList(ranges);
    const first = await replayDrawV2(SEED, sha(rText), R1000.randomness, list, 2);
    expect(first.winners.map((w) => w && [w.index + 1, w.user_id])).toEqual(RAFFLE_VECTOR);
    const again = await replayDrawV2(SEED, sha(rText), R1000.randomness, list, 2, [
      { position: 1, randomness: R32285085.randomness },
    ]);
    expect(again.winners.map((w) => w && [w.index + 1, w.user_id])).toEqual(RAFFLE_REDRAW_VECTOR);
    expect(again.firstDraw).toEqual(first.firstDraw);
    expect(again.keys[1]).toBe(sha(`${SEED}:${R32285085.randomness}:${sha(rText)}`));
  });

  it('is reproduced by scripts/verify-draw.mjs, which checks the beacons itself', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'draw-v2-'));
    const run = (file: string, text: string, args: string[]) => {
      writeFileSync(path.join(dir, file), text);
      return JSON.parse(
        spawnSync(
          process.execPath,
          [
            path.join(__dirname, '../../../../../scripts/verify-draw.mjs'),
            '--json',
            '--public-key',
            QUICKNET_PUBLIC_KEY,
            ...args,
            path.join(dir, file),
          ],
          { encoding: 'utf8' },
        ).stdout,
      ) as { ok: boolean; winners: ({ slot: number; user_id: number } | null)[] };
    };
    const beaconArg = (b: typeof R1000) => `${b.round}:${b.signature}`;
    const g = run('g.csv', giveawayListText(entries), [
      '--seed',
      SEED,
      '--places',
      '3',
      '--beacon',
      beaconArg(R1000),
    ]);
    expect(g.ok).toBe(true);
    expect(g.winners.map((w) => w && [w.slot, w.user_id])).toEqual(GIVEAWAY_VECTOR);
    const r = run('r.csv', raffleListText(ranges), [
      '--seed',
      SEED,
      '--places',
      '2',
      '--beacon',
      beaconArg(R1000),
      '--redraw',
      `1:${beaconArg(R32285085)}`,
    ]);
    expect(r.ok).toBe(true);
    expect(r.winners.map((w) => w && [w.slot + 1, w.user_id])).toEqual(RAFFLE_REDRAW_VECTOR);
    const bad = run('r.csv', raffleListText(ranges), [
      '--seed',
      SEED,
      '--places',
      '2',
      '--beacon',
      `1000:${R32285085.signature}`,
    ]);
    expect(bad.ok).toBe(false);
  });
});

const GIVEAWAY_VECTOR = [
  [2, 1],
  [3, 3],
  [1, 2],
];
const RAFFLE_VECTOR = [
  [27, 5],
  [36, 7],
];
const RAFFLE_REDRAW_VECTOR = [
  [32, 6],
  [36, 7],
];
