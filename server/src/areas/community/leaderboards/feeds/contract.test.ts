import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import goated from './fixtures/goated.json';
import rainbet from './fixtures/rainbet.json';
import roobet from './fixtures/roobet.json';
import shuffle from './fixtures/shuffle.json';
import { feedAdapters } from './registry';
import type { FeedKind } from './types';

// Contract tests: each adapter reads answers recorded from the real APIs (reconstructed from the
// public clients named in each fixture's `source`) through a real local HTTP server, for a
// running and an ended period; a field the platform renamed is a clear error naming it.

interface Fixture {
  source: string;
  status: number;
  body: unknown;
  expected: unknown[];
  amountField: string;
}

let answer: { status: number; body: unknown } = { status: 200, body: null };
const seen: URL[] = [];
const server = createServer((req, res) => {
  seen.push(new URL(req.url ?? '/', 'http://local'));
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.body));
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
    answer = { status: fixture.status, body: fixture.body };
    const result = await adapter.fetchWagers(config(), NOVEMBER, { now });
    expect(result.rows).toEqual(fixture.expected);
    expect(result).toMatchObject({ dropped: 0, received: fixture.expected.length });
    const q = Object.fromEntries(seen.at(-1)!.searchParams);
    const last = now === RUNNING ? RUNNING : NOVEMBER.end;
    if (kind === 'roobet') expect(q.endDate).toBe(last.toISOString());
    if (kind === 'shuffle') expect(Number(q.endTime)).toBe(Math.floor(last.getTime() / 1000));
    if (kind === 'rainbet') expect(q.end_at).toBe(now === RUNNING ? '2026-11-20' : '2026-11-30');
  });

  it('says which field is gone when the platform renames it, never ranks zeros', async () => {
    const rename = (row: unknown) => {
      const { [fixture.amountField]: value, ...rest } = row as Record<string, unknown>;
      return { ...rest, [`${fixture.amountField}_v2`]: value };
    };
    const body = fixture.body as Record<string, unknown> | unknown[];
    answer = {
      status: 200,
      body: Array.isArray(body)
        ? body.map(rename)
        : Object.fromEntries(
            Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.map(rename) : v]),
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
