import { fakeFeedConfigs } from '../../../../../demo/feeds/configs';
import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import {
  NOVEMBER_UTC,
  startTestFeeds,
  TEST_NOW,
  AT_TEST_NOW,
  AFTER_NOVEMBER,
} from '../../../../../demo/feeds/testing';
import { queryPath } from '../json-path';
import { normaliseRows } from '../normalise';
import { maskFeedConfig } from '../registry';
import { genericJsonAdapter } from './generic-json';

let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

const config = () => ({ ...fakeFeedConfigs(fake.url).generic.config });

const PLACES = {
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-12-01T00:00:00.000Z',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  month: '2026-11',
};

describe('JSONPath', () => {
  it('reads names, positions, filters and own properties only; older dot paths still work', () => {
    const doc = {
      a: { b: [{ c: 1 }, { c: 2 }] },
      boards: [
        { status: 'ended', players: [{ n: 'old' }] },
        { status: 'live', players: [{ n: 'x' }, { n: 'y' }] },
      ],
    };
    expect(queryPath(doc, 'a.b[1].c', PLACES)).toEqual([2]);
    expect(queryPath(doc, '$.a.b[*].c', PLACES)).toEqual([1, 2]);
    expect(queryPath(doc, "$.boards[?(@.status=='live')].players[*].n", PLACES)).toEqual([
      'x',
      'y',
    ]);
    expect(queryPath(doc, 'a.missing.c', PLACES)).toEqual([]);
    expect(queryPath(doc, 'a.toString', PLACES)).toEqual([]);
    expect(
      queryPath({ m: [{ k: '2026-10' }, { k: '2026-11' }] }, "m[?(@.k=='{month}')].k", PLACES),
    ).toEqual(['2026-11']);
  });
});

describe('generic JSON adapter against the fake feed', () => {
  it('follows the field mapping, the secret header and the range parameters', async () => {
    const result = await genericJsonAdapter.fetchWagers(config(), NOVEMBER_UTC, AFTER_NOVEMBER);
    const req = fake.requests.at(-1)!;
    expect(req.apiKey).toBe(fakeFeedConfigs(fake.url).generic.config.secret);
    expect(Object.fromEntries(new URL(req.url, fake.url).searchParams)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
    expect(result.rows).toEqual(
      fake.players('generic').map((p) => {
        const cents = fakeWagered(
          p,
          NOVEMBER_UTC.start.getTime(),
          NOVEMBER_UTC.end.getTime(),
          TEST_NOW,
        );
        return {
          username: p.username,
          wagered: cents,
          weightedWagered: Math.floor((cents * p.weightPermille) / 1000),
          favoriteGameTitle: p.favoriteGame,
        };
      }),
    );
  });

  it('writes the period as dates or epochs when configured, and a secret as a query parameter', async () => {
    const seen: string[] = [];
    const spyFetch = async (url: string | URL) => {
      seen.push(String(url));
      return new Response(JSON.stringify([{ n: 'x', w: '1.00' }]), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const base = {
      url: 'https://feed.example/api?site=lobby',
      usernamePath: 'n',
      wageredPath: 'w',
      startParam: 'since',
      endParam: 'until',
    };
    await genericJsonAdapter.fetchWagers(
      {
        ...base,
        rangeFormat: 'epoch-s',
        secretIn: 'query',
        secretName: 'token',
        secret: 'tok-123',
      },
      NOVEMBER_UTC,
      { ...AFTER_NOVEMBER, fetch: spyFetch },
    );
    await genericJsonAdapter.fetchWagers({ ...base, rangeFormat: 'epoch-ms' }, NOVEMBER_UTC, {
      ...AFTER_NOVEMBER,
      fetch: spyFetch,
    });
    await genericJsonAdapter.fetchWagers(
      { ...base, rangeFormat: 'date' },
      { ...NOVEMBER_UTC, timeZone: 'America/New_York' },
      { ...AFTER_NOVEMBER, fetch: spyFetch },
    );
    expect(seen).toEqual([
      'https://feed.example/api?site=lobby&since=1793491200&until=1796083200&token=tok-123',
      'https://feed.example/api?site=lobby&since=1793491200000&until=1796083200000',
      'https://feed.example/api?site=lobby&since=2026-10-31&until=2026-11-30',
    ]);
  });

  it('reads amounts already in cents when told so', async () => {
    const fetch = async () => new Response(JSON.stringify({ items: [{ u: 'a', c: 12345 }] }));
    const r = await genericJsonAdapter.fetchWagers(
      {
        url: 'http://feed.example/x',
        listPath: 'items',
        usernamePath: 'u',
        wageredPath: 'c',
        amountUnit: 'cents',
      },
      NOVEMBER_UTC,
      { ...AT_TEST_NOW, fetch },
    );
    expect(r.rows).toEqual([{ username: 'a', wagered: 12345 }]);
  });

  it('says where the list was expected when the path is wrong', async () => {
    await expect(
      genericJsonAdapter.fetchWagers(
        { ...config(), listPath: 'result.people' },
        NOVEMBER_UTC,
        AT_TEST_NOW,
      ),
    ).rejects.toMatchObject({
      kind: 'shape',
      message: expect.stringContaining('at "result.people" where a list of players was expected'),
    });
  });

  it('validates its settings field by field', () => {
    const r = genericJsonAdapter.configSchema.safeParse({
      url: 'javascript:alert(1)',
      usernamePath: "$.a[?(@.x=='1'",
      wageredPath: '',
      listPath: '$.data[?(@.constructor)]',
      secret: 'abc',
      secretName: 'Host',
      headers: 'Cookie: a=b\nX-Fine: 1',
      method: 'GET',
      body: '{"query":',
    });
    expect(r.success).toBe(false);
    const fields = new Set(r.error!.issues.map((i) => i.path.join('.')));
    expect([...fields].sort()).toEqual([
      'body',
      'headers',
      'listPath',
      'url',
      'usernamePath',
      'wageredPath',
    ]);
    const r2 = genericJsonAdapter.configSchema.safeParse({
      url: 'https://x.example',
      usernamePath: 'a',
      wageredPath: 'b',
      startParam: 'after',
      secret: 'abc',
      secretName: 'Host',
      body: '{"query":"{ x }"}',
    });
    expect(r2.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['secretName', 'The Host header cannot be set'],
      ['body', 'A body is only sent with POST'],
    ]);
  });
});

describe('generic JSON as a tool for real APIs', () => {
  const answer = (body: unknown) => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = async (url: string | URL, init?: RequestInit) => {
      seen.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    };
    return { seen, fetch };
  };

  it('picks the live board among several with a filter', async () => {
    const { fetch } = answer({
      data: [
        { status: 'ended', players: [{ name: 'Old', wagered: 99 }] },
        {
          status: 'live',
          players: [
            { name: 'Ann', wagered: 12.5 },
            { name: 'Bob', wagered: 3 },
          ],
        },
      ],
    });
    const r = await genericJsonAdapter.fetchWagers(
      {
        url: 'https://feed.example/boards',
        listPath: "$.data[?(@.status=='live')].players[*]",
        usernamePath: 'name',
        wageredPath: '$.wagered',
      },
      NOVEMBER_UTC,
      { ...AFTER_NOVEMBER, fetch },
    );
    expect(r.rows).toEqual([
      { username: 'Ann', wagered: 1250 },
      { username: 'Bob', wagered: 300 },
    ]);
  });

  it('POSTs a GraphQL body with the period filled in, a cookie and plain headers', async () => {
    const { seen, fetch } = answer({ data: { race: { entries: [{ u: 'Ann', w: '10' }] } } });
    const config = {
      url: 'https://gql.example/graphql',
      method: 'POST' as const,
      body: '{"query":"query($from: Int!, $label: String) { race }","variables":{"from":"{start}","label":"since {startDate}"}}',
      secretName: 'Authorization',
      secretPrefix: 'Bearer ',
      secret: 'tok-abcdef123456',
      cookie: 'session=s3cr3t-cookie; cf_clearance=xyz',
      headers: 'User-Agent: Lobby\nX-Api-Version: 2',
      listPath: 'data.race.entries',
      usernamePath: 'u',
      wageredPath: 'w',
      rangeFormat: 'epoch-s' as const,
    };
    const r = await genericJsonAdapter.fetchWagers(config, NOVEMBER_UTC, {
      ...AFTER_NOVEMBER,
      fetch,
    });
    expect(r.rows).toEqual([{ username: 'Ann', wagered: 1000 }]);
    const { init } = seen[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      query: 'query($from: Int!, $label: String) { race }',
      variables: { from: 1793491200, label: 'since 2026-11-01' },
    });
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'session=s3cr3t-cookie; cf_clearance=xyz',
      Authorization: 'Bearer tok-abcdef123456',
      'User-Agent': 'Lobby',
      'X-Api-Version': '2',
    });
    // The cookie is a secret like the others: stored sealed, answered masked.
    expect(genericJsonAdapter.secretFields).toContain('cookie');
    const masked = maskFeedConfig('generic-json', config);
    expect(masked.cookie).toBe('••••=xyz');
    expect(masked.secret).toBe('••••3456');
  });

  it('takes the secret as a Cookie header too, and one date parameter alone', async () => {
    const { seen, fetch } = answer([{ u: 'a', w: 1 }]);
    await genericJsonAdapter.fetchWagers(
      {
        url: 'https://feed.example/lb',
        secretName: 'Cookie',
        secret: 'let-me-in=abc123',
        usernamePath: 'u',
        wageredPath: 'w',
        startParam: 'after',
        rangeFormat: 'date',
      },
      NOVEMBER_UTC,
      { ...AT_TEST_NOW, fetch },
    );
    expect(seen[0]!.url).toBe('https://feed.example/lb?after=2026-11-01');
    expect(seen[0]!.init.headers).toMatchObject({ Cookie: 'let-me-in=abc123' });
  });

  it('keeps hidden players apart: rows without an id and hidden names are never merged', async () => {
    const { fetch } = answer({
      players: [
        { id: 7, name: 'Ann', amount: 5 },
        { id: 7, name: 'ann', amount: 1 },
        { name: 'Hidden User', amount: 40 },
        { name: 'Hidden User', amount: 30 },
        { id: 9, name: 'Ghost', amount: 2 },
      ],
    });
    const r = await genericJsonAdapter.fetchWagers(
      {
        url: 'https://feed.example/p',
        listPath: 'players',
        usernamePath: 'name',
        wageredPath: 'amount',
        idPath: 'id',
      },
      NOVEMBER_UTC,
      { ...AT_TEST_NOW, fetch },
    );
    expect(r.rows.filter((x) => x.anonymous).map((x) => x.wagered)).toEqual([4000, 3000]);
    const board = normaliseRows(r.rows, { basis: 'raw' }).entries;
    expect(board.map((e) => [e.username, e.wagered])).toEqual([
      ['Hidden User #1', 4000],
      ['Hidden User #2', 3000],
      ['Ann', 600],
      ['Ghost', 200],
    ]);
  });
});
