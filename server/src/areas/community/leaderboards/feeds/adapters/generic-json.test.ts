import { fakeFeedConfigs } from '../../../../../demo/feeds/configs';
import { fakeWagered } from '../../../../../demo/feeds/demo-data';
import {
  NOVEMBER_UTC,
  startTestFeeds,
  TEST_NOW,
  AT_TEST_NOW,
  AFTER_NOVEMBER,
} from '../../../../../demo/feeds/testing';
import { genericJsonAdapter, parsePath, readPath } from './generic-json';

let fake: Awaited<ReturnType<typeof startTestFeeds>>;

beforeAll(async () => {
  fake = await startTestFeeds();
});
afterAll(() => fake.close());
beforeEach(() => fake.setMode('normal'));

const config = () => ({ ...fakeFeedConfigs(fake.url).generic.config });

describe('paths', () => {
  it('reads names, list positions and own properties only', () => {
    const doc = { a: { b: [{ c: 1 }, { c: 2 }] }, list: [[5, 6]] };
    expect(readPath(doc, parsePath('a.b[1].c'))).toBe(2);
    expect(readPath(doc, parsePath('a.b.0.c'))).toBe(1);
    expect(readPath(doc, parsePath('list[0][1]'))).toBe(6);
    expect(readPath(doc, parsePath('a.missing.c'))).toBeUndefined();
    expect(readPath(doc, parsePath('a.constructor'))).toBeUndefined();
    expect(readPath(doc, parsePath('__proto__'))).toBeUndefined();
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
      usernamePath: 'a..b',
      wageredPath: '',
      startParam: 'from',
      secret: 'abc',
      secretName: 'Host',
    });
    expect(r.success).toBe(false);
    const fields = new Set(r.error!.issues.map((i) => i.path.join('.')));
    expect([...fields].sort()).toEqual([
      'endParam',
      'secretName',
      'url',
      'usernamePath',
      'wageredPath',
    ]);
    const r2 = genericJsonAdapter.configSchema.safeParse({
      url: 'https://x.example',
      usernamePath: 'a',
      wageredPath: 'b',
      startParam: 'from',
      secret: 'abc',
      secretName: 'Host',
    });
    expect(r2.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endParam', 'Give both the start and the end parameter, or neither'],
      ['secretName', 'The Host header cannot be set'],
    ]);
  });
});
