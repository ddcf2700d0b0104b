import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import chicken from './fixtures/chicken.json';
import clashBoards from './fixtures/clash-leaderboards.json';
import clash from './fixtures/clash.json';
import gamdom from './fixtures/gamdom.json';
import goated from './fixtures/goated.json';
import packdraw from './fixtures/packdraw.json';
import rainbet from './fixtures/rainbet.json';
import roobet from './fixtures/roobet.json';
import shuffle from './fixtures/shuffle.json';
import { normaliseRows } from './normalise';
import { feedAdapters } from './registry';
import type { FeedKind } from './types';

// Contract tests: each adapter reads answers recorded from the real APIs (reconstructed from the
// public clients named in each fixture's `source`) through a real local HTTP server, for a
// running and an ended period; a field the platform renamed is a clear error naming it.

interface Fixture {
  source: string;
  status: number;
  body: unknown;
  /** Other answers, by a part of the request's URL (an API asked twice for an ended period). */
  bodies?: Record<string, unknown>;
  expected: unknown[];
  /** The rows of an ended period, when they differ from a running one's. */
  expectedEnded?: unknown[];
  amountField: string;
}

let answer: { status: number; body: unknown; bodies?: Record<string, unknown> } = {
  status: 200,
  body: null,
};
const seen: URL[] = [];
const server = createServer((req, res) => {
  seen.push(new URL(req.url ?? '/', 'http://local'));
  const other = Object.entries(answer.bodies ?? {}).find(([part]) => req.url?.includes(part));
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(other ? other[1] : answer.body));
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const NOVEMBER = {
  start: new Date('2026-11-01T00:00:00Z'),
  end: new Date('2026-12-01T00:00:00Z'),
  timeZone: 'UTC',
};
const RUNNING = new Date('2026-11-20T12:34:56Z');
const ENDED = new Date('2026-12-03T08:00:00Z');

const cases: [FeedKind, Fixture, Record<string, unknown>][] = [
  ['roobet', roobet, { token: 'tok-roobet-1234', userId: 'aff-1' }],
  ['shuffle', shuffle, { secret: 'f45fffff-aaaa-bbbb-cccc-000000000000' }],
  ['rainbet', rainbet, { key: 'rainbet-key-123456', feedTimeZone: 'UTC' }],
  ['goated', goated, { code: 'OQFICT1', pathPrefix: 'user' }],
  ['clash', clash, { token: 'clash-token-1234567890', cookie: 'let-me-in=fictional' }],
  ['gamdom', gamdom, { key: 'gamdom-key-123456' }],
  ['chicken', chicken, { key: 'chicken-key-123456' }],
  ['packdraw', packdraw, { key: 'packdraw-key-123456' }],
];

describe.each(cases)('%s against its recorded answer', (kind, fixture, settings) => {
  const adapter = feedAdapters[kind];
  const config = () => ({ baseUrl: origin, ...settings });

  it('names its source', () => {
    expect(fixture.source.length).toBeGreaterThan(40);
  });

  it.each([
    ['running', RUNNING],
    ['ended', ENDED],
  ] as const)('syncs a %s period: every row, exact cents', async (_, now) => {
    answer = { status: fixture.status, body: fixture.body, bodies: fixture.bodies };
    const before = seen.length;
    const result = await adapter.fetchWagers(config(), NOVEMBER, { now });
    const expected = now === ENDED ? (fixture.expectedEnded ?? fixture.expected) : fixture.expected;
    expect(result.rows).toEqual(expected);
    expect(result).toMatchObject({ dropped: 0, received: fixture.expected.length });
    const asked = seen.slice(before);
    const q = Object.fromEntries(asked[0]!.searchParams);
    const last = now === RUNNING ? RUNNING : NOVEMBER.end;
    if (kind === 'chicken')
      expect([q.minTime, q.maxTime]).toEqual([
        String(NOVEMBER.start.getTime()),
        String(last.getTime()),
      ]);
    if (kind === 'gamdom') expect(q.after).toBe('2026-11-01');
    // Totals "since a day": a running period asks since its start; an ended one also since its end.
    if (kind === 'packdraw')
      expect(asked.map((u) => u.searchParams.get('after'))).toEqual(
        now === RUNNING ? ['11-1-2026'] : ['11-1-2026', '12-1-2026'],
      );
    if (kind === 'clash') {
      expect(asked.map((u) => u.pathname)).toEqual(
        (now === RUNNING ? ['2026-11-01'] : ['2026-11-01', '2026-12-01']).map(
          (d) => `/affiliates/detailed-summary/v2/${d}`,
        ),
      );
    }
    if (kind === 'roobet') expect(q.endDate).toBe(last.toISOString());
    if (kind === 'shuffle') expect(Number(q.endTime)).toBe(Math.floor(last.getTime() / 1000));
    if (kind === 'rainbet') expect(q.end_at).toBe(now === RUNNING ? '2026-11-20' : '2026-11-30');
  });

  it('says which field is gone when the platform renames it, never ranks zeros', async () => {
    const rename = (row: unknown) => {
      const { [fixture.amountField]: value, ...rest } = row as Record<string, unknown>;
      return { ...rest, [`${fixture.amountField}_v2`]: value };
    };
    const renamed = (body: unknown) =>
      Array.isArray(body)
        ? body.map(rename)
        : Object.fromEntries(
            Object.entries(body as Record<string, unknown>).map(([k, v]) => [
              k,
              Array.isArray(v) ? v.map(rename) : v,
            ]),
          );
    answer = {
      status: 200,
      body: renamed(fixture.body),
      bodies: Object.fromEntries(
        Object.entries(fixture.bodies ?? {}).map(([k, v]) => [k, renamed(v)]),
      ),
    };
    await expect(adapter.fetchWagers(config(), NOVEMBER, { now: RUNNING })).rejects.toMatchObject({
      kind: 'shape',
      message: expect.stringContaining(`answer has no \`${fixture.amountField}\``),
    });
  });
});

describe('Shuffle refusing a future end', () => {
  it('is never asked one, and its 400 INVALID_DATE would be shown as it is', async () => {
    answer = { status: 400, body: { error: 'INVALID_DATE' } };
    const e = (await feedAdapters.shuffle
      .fetchWagers({ baseUrl: origin, secret: 'abc-secret-123' }, NOVEMBER, { now: RUNNING })
      .catch((x: unknown) => x)) as Error;
    expect(Number(Object.fromEntries(seen.at(-1)!.searchParams).endTime)).toBeLessThanOrEqual(
      RUNNING.getTime() / 1000,
    );
    expect(e).toMatchObject({ kind: 'http', status: 400 });
    expect(e.message).toContain('INVALID_DATE');
  });
});

describe('Goated reaching both path forms', () => {
  it.each(['user2', 'user'] as const)('/%s/affiliate/referral-leaderboard/{code}', async (p) => {
    answer = { status: 200, body: goated.body };
    await feedAdapters.goated.fetchWagers(
      { baseUrl: origin, code: 'OQFICT1', pathPrefix: p },
      NOVEMBER,
    );
    expect(seen.at(-1)!.pathname).toBe(`/${p}/affiliate/referral-leaderboard/OQFICT1`);
  });
});

describe('generic JSON reading the recorded answers of Gamdom and Clash.gg through JSONPath', () => {
  it.each([
    ['running', RUNNING],
    ['ended', ENDED],
  ] as const)(
    "Gamdom (%s period): the period's month bucket, hidden players kept apart",
    async (_, now) => {
      answer = { status: 200, body: gamdom.body };
      const result = await feedAdapters['generic-json'].fetchWagers(
        {
          url: `${origin}/api/affiliates/leaderboard`,
          secretIn: 'query',
          secretName: 'apikey',
          secret: 'gamdom-key-123456',
          startParam: 'after',
          rangeFormat: 'date',
          listPath: '$.data[*]',
          usernamePath: 'username',
          wageredPath: "$.wager_data[?(@.month=='{month}')].total_wager_usd",
          idPath: 'user_id',
        },
        NOVEMBER,
        { now },
      );
      expect(seen.at(-1)!.searchParams.get('after')).toBe('2026-11-01');
      // Only rows with a November bucket are read; the October-only one has nothing to sum.
      expect(result.rows).toEqual(gamdom.expected.slice(0, 3));
      expect(result.dropped).toBe(1);
      const board = normaliseRows(result.rows, { basis: 'raw' }).entries;
      expect(board.map((e) => [e.username, e.wagered])).toEqual([
        ['GoatFictional', 41238422],
        ['Hidden User #1', 120000],
        ['Hidden User #2', 7550],
      ]);
    },
  );

  it("Clash.gg: a running period's summary since its start (date in the path); the live board among several, running or ended", async () => {
    answer = { status: 200, body: clash.body };
    // The same player fields and bearer token on both Clash.gg endpoints.
    const clashPlayers = {
      secretName: 'Authorization',
      secretPrefix: 'Bearer ',
      secret: 'clash-token-1234567890',
      usernamePath: 'name',
      wageredPath: 'wagered',
      idPath: 'userId',
      amountUnit: 'cents',
    };
    const summary = await feedAdapters['generic-json'].fetchWagers(
      { ...clashPlayers, url: `${origin}/affiliates/detailed-summary/v2/{startDate}` },
      NOVEMBER,
      { now: RUNNING },
    );
    expect(seen.at(-1)!.pathname).toBe('/affiliates/detailed-summary/v2/2026-11-01');
    expect(summary.rows).toEqual(clash.expected);

    answer = { status: 200, body: clashBoards.body };
    const liveBoard = {
      ...clashPlayers,
      url: `${origin}/api/affiliates/leaderboards/my-leaderboards-api`,
      cookie: 'let-me-in=fictional',
      listPath: "$.data[?(@.startDate=='{start}')].topPlayers[*]",
    };
    // Once the period has ended, its board is still the one that started with it.
    for (const now of [RUNNING, ENDED]) {
      const live = await feedAdapters['generic-json'].fetchWagers(liveBoard, NOVEMBER, { now });
      expect(live.rows).toEqual(clashBoards.expected);
    }
  });
});
