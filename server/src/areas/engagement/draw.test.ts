import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  commitmentOf,
  countedDrawList,
  countedListChunks,
  entriesDrawList,
  GIVEAWAY_LIST_HEADER,
  giveawayListText,
  parseGiveawayListText,
  parseListText,
  pickIndex,
  raffleListText,
  rangesDrawList,
  replayDraw,
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
