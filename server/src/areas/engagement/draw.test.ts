import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  commitmentOf,
  countedDrawList,
  countedListChunks,
  drawKeyV2,
  entriesDrawList,
  GIVEAWAY_LIST_HEADER,
  giveawayListText,
  parseGiveawayListText,
  parseListText,
  pickIndex,
  raffleListText,
  rangesDrawList,
  replayDraw,
  replayDrawV2,
  sha256Hex,
} from '@lobby/contract-engagement';

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

// The draw algorithm lives in the engagement contract (shared with the browser); its tests need
// Node (hashes to compare with, the README's script to run), so they sit with the server.
describe('lobby-draw-v1', () => {
  it('commits to sha256 of the seed text and hashes the published list text', async () => {
    expect(await commitmentOf(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    const text = giveawayListText(entries);
    expect(text.split('\n')[0]).toBe('entry_id,user_id');
    expect(text.endsWith('\n')).toBe(true);
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(parseListText(text)).toEqual(entries);
    expect(parseListText(raffleListText(ranges))).toEqual(ranges);
  });

  it('picks by sha256(seed:k) mod size over the whole 256-bit number', async () => {
    const h = createHash('sha256').update(`${SEED}:7`).digest('hex');
    expect(await pickIndex(SEED, 7, 1000)).toBe(Number(BigInt(`0x${h}`) % 1000n));
  });

  it('gives one place per member, stops when members run out, and maps tickets to holders', async () => {
    const { winners } = await replayDraw(SEED, entriesDrawList(entries), 6);
    const ids = winners.filter(Boolean).map((w) => w!.user_id);
    expect(new Set(ids).size).toBe(4);
    expect(winners.slice(4)).toEqual([null, null]);
    const list = rangesDrawList(ranges);
    expect(list.size).toBe(45);
    expect([0, 29, 30, 31, 32, 44].map((i) => list.holder(i))).toEqual([5, 5, 6, 6, 7, 8]);
    expect((await replayDraw(SEED, entriesDrawList([]), 2)).winners).toEqual([null, null]);
  });

  it('redraws a disqualified place from the next k, never giving it back to a past winner', async () => {
    const list = rangesDrawList(ranges);
    const first = await replayDraw(SEED, list, 2);
    const again = await replayDraw(SEED, list, 2, [{ position: 1 }]);
    expect(again.firstDraw).toEqual(first.firstDraw);
    expect(again.winners[1]).toEqual(first.winners[1]);
    expect(again.winners[0]!.user_id).not.toBe(first.winners[0]!.user_id);
    expect(again.winners[0]!.user_id).not.toBe(first.winners[1]!.user_id);
    expect(again.winners[0]!.k).toBeGreaterThanOrEqual(first.nextK);
  });

  it('draws a member with N counted entries exactly as N expanded lines', async () => {
    const counted = [
      { entry_id: 3, user_id: 1, entries: 1 },
      { entry_id: 4, user_id: 2, entries: 500 },
      { entry_id: 9, user_id: 1, entries: 300 },
      { entry_id: 10, user_id: 3, entries: 4_100 },
      { entry_id: 11, user_id: 4, entries: 200 },
    ];
    const expanded = counted.flatMap((r) =>
      Array.from({ length: r.entries }, () => ({ entry_id: r.entry_id, user_id: r.user_id })),
    );
    const list = countedDrawList(counted);
    const lines = entriesDrawList(expanded);
    expect(list.size).toBe(lines.size);
    expect(list.members).toEqual(lines.members);
    const slots = Array.from({ length: lines.size }, (_, i) => i);
    expect(slots.map((i) => list.holder(i))).toEqual(slots.map((i) => lines.holder(i)));
    expect(slots.map((i) => list.row(i).entry_id)).toEqual(expanded.map((e) => e.entry_id));
    // The pieces joined are the published text of the expanded lines, whatever the piece size.
    for (const size of [1, 3, 4096]) {
      const pieces = [...countedListChunks(counted, size)];
      expect(GIVEAWAY_LIST_HEADER + pieces.join('')).toBe(giveawayListText(expanded));
      expect(Math.max(...pieces.map((p) => p.split('\n').length - 1))).toBeLessThanOrEqual(size);
    }
    // Read back from the published text (as the browser does), the rows are the counted ones.
    expect(parseGiveawayListText(giveawayListText(expanded))).toEqual(counted);
    expect(parseGiveawayListText(giveawayListText(entries))).toEqual(
      entries.map((e) => ({ ...e, entries: 1 })),
    );
    for (const dq of [[], [{ position: 2 }, { position: 1 }]]) {
      expect(await replayDraw(SEED, list, 4, dq)).toEqual(await replayDraw(SEED, lines, 4, dq));
    }
  });

  it("matches the README's 20-line re-check script", async () => {
    const readme = readFileSync(path.join(__dirname, '../../../../README.md'), 'utf8');
    const script = /```js\n(\/\/ node verify-draw\.mjs[\s\S]*?)```/.exec(readme)![1]!;
    expect(script.trim().split('\n').length).toBeLessThanOrEqual(20);
    const dir = mkdtempSync(path.join(tmpdir(), 'verify-draw-'));
    // The same script, printing JSON instead of the inspected object.
    const json = script.replace(
      'console.log({ commitment: sha(seed), list_hash: sha(text), winners });',
      'console.log(JSON.stringify({ commitment: sha(seed), list_hash: sha(text), winners }));',
    );
    expect(json).not.toBe(script);
    writeFileSync(path.join(dir, 'verify-draw.mjs'), json);
    const run = (text: string, places: number, dq: number[]) => {
      writeFileSync(path.join(dir, 'list.csv'), text);
      return execFileSync(
        process.execPath,
        [
          path.join(dir, 'verify-draw.mjs'),
          SEED,
          path.join(dir, 'list.csv'),
          String(places),
          ...dq.map(String),
        ],
        { encoding: 'utf8' },
      );
    };
    for (const [text, list, places, dq] of [
      [giveawayListText(entries), entriesDrawList(entries), 3, [2]],
      [raffleListText(ranges), rangesDrawList(ranges), 3, [1, 3]],
    ] as const) {
      const result = JSON.parse(run(text, places, [...dq]));
      const expected = await replayDraw(
        SEED,
        list,
        places,
        dq.map((position) => ({ position })),
      );
      expect(result.commitment).toBe(await commitmentOf(SEED));
      expect(result.list_hash).toBe(await sha256Hex(text));
      expect(result.winners).toEqual(
        expected.winners.map((w) => (w ? { user_id: w.user_id, slot: w.index } : null)),
      );
    }
  });

  it("re-checks a list of counted rows with the README's script (lines repeated per entry)", async () => {
    const readme = readFileSync(path.join(__dirname, '../../../../README.md'), 'utf8');
    const script = /```js\n(\/\/ node verify-draw\.mjs[\s\S]*?)```/
      .exec(readme)![1]!
      .replace(
        'console.log({ commitment: sha(seed), list_hash: sha(text), winners });',
        'console.log(JSON.stringify({ list_hash: sha(text), winners }));',
      );
    const counted = [
      { entry_id: 5, user_id: 1, entries: 1 },
      { entry_id: 6, user_id: 2, entries: 40 },
      { entry_id: 8, user_id: 3, entries: 25 },
      { entry_id: 9, user_id: 1, entries: 12 },
    ];
    const text = GIVEAWAY_LIST_HEADER + [...countedListChunks(counted)].join('');
    const dir = mkdtempSync(path.join(tmpdir(), 'verify-counted-'));
    writeFileSync(path.join(dir, 'verify-draw.mjs'), script);
    writeFileSync(path.join(dir, 'list.csv'), text);
    const result = JSON.parse(
      execFileSync(
        process.execPath,
        [path.join(dir, 'verify-draw.mjs'), SEED, path.join(dir, 'list.csv'), '2', '1'],
        { encoding: 'utf8' },
      ),
    );
    const expected = await replayDraw(SEED, countedDrawList(counted), 2, [{ position: 1 }]);
    expect(result.list_hash).toBe(await sha256Hex(text));
    expect(result.winners).toEqual(
      expected.winners.map((w) => (w ? { user_id: w.user_id, slot: w.index } : null)),
    );
  });
});

// League of Entropy quicknet: its public key and two of its real rounds (public data).
const QUICKNET_PUBLIC_KEY =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const [R1000, R32285085] = [
  [
    1000,
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
  ],
  [
    32285085,
    '81dbce51d584d90d618547f4b50391d53ace6f6b9aeb8fb67e1879427af9d0310ac0ec6f519271d9a313ee84b378d416',
  ],
].map(([round, signature]) => ({
  round: Number(round),
  signature: String(signature),
  randomness: sha(Buffer.from(String(signature), 'hex')),
})) as [
  { round: number; signature: string; randomness: string },
  { round: number; signature: string; randomness: string },
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
            path.join(__dirname, '../../../../scripts/verify-draw.mjs'),
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
    // A draw staff made without public randomness: the key takes the literal `none`.
    const none = run('g.csv', giveawayListText(entries), [
      '--seed',
      SEED,
      '--places',
      '3',
      '--beacon',
      'none',
    ]);
    expect(none).toMatchObject({ ok: true, public_randomness: false });
    return replayDrawV2(
      SEED,
      sha(giveawayListText(entries)),
      'none',
      entriesDrawList(entries),
      3,
    ).then((r) =>
      expect(none.winners.map((w) => w!.user_id)).toEqual(r.winners.map((w) => w!.user_id)),
    );
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
