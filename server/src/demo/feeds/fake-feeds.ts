import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAY, dollars, dollarString, fakePlayers, fakeWagered } from './demo-data';
import type { FakePlatform, FakePlayer } from './demo-data';

export type { FakePlatform } from './demo-data';

/**
 * How the fake answers. `normal` is a healthy feed; the others are the hostile answers real feeds
 * give and tests must survive:
 * - `slow`: answers nothing until `slowMs` passes (a timeout);
 * - `slow-body`: sends the headers and half a body, then stalls (the timeout must cover bodies);
 * - `error500`: HTTP 500 with a JSON error;
 * - `html`: HTTP 200 with an HTML page (a CDN challenge or a maintenance page);
 * - `empty-body`: HTTP 200 with nothing;
 * - `wrong-shape`: HTTP 200 with JSON that is not the platform's answer;
 * - `missing-fields`: every 5th row without its username, every 7th without its amount;
 * - `string-amounts`: every amount as a decimal string (some padded, some in exponent form);
 * - `huge`: `hugeRows` rows (100,000 by default);
 * - `empty-list`: the platform's answer with no players.
 */
export type FakeFeedMode =
  | 'normal'
  | 'slow'
  | 'slow-body'
  | 'error500'
  | 'html'
  | 'empty-body'
  | 'wrong-shape'
  | 'missing-fields'
  | 'string-amounts'
  | 'huge'
  | 'empty-list';

export const FAKE_FEED_MODES: readonly FakeFeedMode[] = [
  'normal',
  'slow',
  'slow-body',
  'error500',
  'html',
  'empty-body',
  'wrong-shape',
  'missing-fields',
  'string-amounts',
  'huge',
  'empty-list',
];

export const FAKE_PLATFORMS: readonly FakePlatform[] = [
  'roobet',
  'rainbet',
  'goated',
  'shuffle',
  'generic',
];

/** The credentials the fake accepts (demo values, not secrets of any real platform). */
export const FAKE_FEED_CREDENTIALS = {
  roobet: { token: 'fake-roobet-token-7f3a9c2e41', userId: 'lobby-affiliate-1001' },
  rainbet: { key: 'fake-rainbet-key-51d0b8aa93' },
  goated: { code: 'FAKEGOATED42CODE', token: 'fake-goated-token-7d1e90c2' },
  shuffle: { secret: 'fake-shuffle-secret-c4e19d07', campaignCode: 'LOBBY' },
  generic: { headerName: 'X-Api-Key', secret: 'fake-generic-key-0b7e55d1' },
} as const;

export interface FakeFeedRequest {
  platform: FakePlatform | null;
  method: string;
  /** Path and query as received (secrets included: it is a test double). */
  url: string;
  authorization: string | undefined;
  apiKey: string | undefined;
  at: Date;
}

export interface FakeFeedsOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The fake's clock (wagers accrue up to it); the real clock by default. */
  now?: () => Date;
  /** How long `slow` modes stall; default 60 s (close() ends stalled answers at once). */
  slowMs?: number;
  /** Rows in `huge` mode; default 100,000. */
  hugeRows?: number;
  /** The starting mode of every platform; default `normal`. */
  mode?: FakeFeedMode;
}

export interface FakeFeeds {
  /** Origin of the server, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Base URL of each platform's API (what an admin would type as the feed's base URL). */
  baseUrls: Record<FakePlatform, string>;
  /** Switches the mode of one platform, or of every platform when none is given. */
  setMode(mode: FakeFeedMode, platform?: FakePlatform): void;
  mode(platform: FakePlatform): FakeFeedMode;
  /** The last 1,000 requests, oldest first. */
  requests: FakeFeedRequest[];
  /** The demo players of a platform (for assertions). */
  players(platform: FakePlatform): readonly FakePlayer[];
  close(): Promise<void>;
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Checking your browser before accessing the site.</h1></body></html>';

/**
 * Starts one HTTP server that plays the four casino feed styles plus a generic JSON API, with
 * deterministic demo players whose wagers grow with the clock, and switchable hostile modes.
 * Paths: `/roobet/affiliate/v2/stats`, `/rainbet/v1/external/affiliates`,
 * `/goated/user2/affiliate/referral-leaderboard/{code}`, `/shuffle/stats/{secret}`,
 * `/generic/api/wagers`; `GET /` describes them; `POST /_control/mode` with
 * `{ "mode": "...", "platform"?: "..." }` switches modes from another process (e2e).
 */
export async function startFakeFeeds(opts: FakeFeedsOptions = {}): Promise<FakeFeeds> {
  const now = opts.now ?? (() => new Date());
  const slowMs = opts.slowMs ?? 60_000;
  const hugeRows = opts.hugeRows ?? 100_000;
  const modes = new Map<FakePlatform, FakeFeedMode>(
    FAKE_PLATFORMS.map((p) => [p, opts.mode ?? 'normal']),
  );
  const requests: FakeFeedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(e) });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const [first, ...rest] = url.pathname.split('/').filter(Boolean);
    const platform = (FAKE_PLATFORMS as readonly string[]).includes(first ?? '')
      ? (first as FakePlatform)
      : null;
    requests.push({
      platform,
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      authorization: req.headers.authorization,
      apiKey: typeof req.headers['x-api-key'] === 'string' ? req.headers['x-api-key'] : undefined,
      at: now(),
    });
    if (requests.length > 1000) requests.splice(0, requests.length - 1000);

    if (!platform) {
      if (req.method === 'POST' && url.pathname === '/_control/mode') return control(req, res);
      if (url.pathname === '/' || url.pathname === '/health')
        return sendJson(res, 200, {
          name: 'Lobby fake casino feeds',
          platforms: Object.fromEntries(
            FAKE_PLATFORMS.map((p) => [p, { mode: modes.get(p), baseUrl: `/${p}` }]),
          ),
          modes: FAKE_FEED_MODES,
        });
      return sendJson(res, 404, { error: 'Not found' });
    }

    const mode = modes.get(platform)!;
    if (mode === 'slow') return stall(res, () => sendJson(res, 200, []));
    if (mode === 'error500')
      return sendJson(res, 500, { error: 'Internal Server Error', code: 'E_UPSTREAM' });
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(HTML_PAGE);
    }
    if (mode === 'empty-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end();
    }
    if (mode === 'wrong-shape')
      return sendJson(res, 200, { status: 'ok', message: 'Scheduled maintenance' });

    const t = now().getTime();
    const answer = route(platform, rest, url.searchParams, req, mode, t);
    if (mode === 'slow-body' && answer.status === 200) {
      const body = JSON.stringify(answer.body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(body.slice(0, Math.floor(body.length / 2)));
      return stall(res, () => res.end(body.slice(Math.floor(body.length / 2))));
    }
    return sendJson(res, answer.status, answer.body);
  }

  function stall(res: ServerResponse, finish: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) finish();
    }, slowMs);
    timers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  async function control(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) {
      raw += String(chunk);
      if (raw.length > 10_000) return sendJson(res, 413, { error: 'Too large' });
    }
    let body: { mode?: unknown; platform?: unknown };
    try {
      body = JSON.parse(raw || '{}') as typeof body;
    } catch {
      return sendJson(res, 400, { error: 'Send JSON: { "mode": "...", "platform"?: "..." }' });
    }
    if (!FAKE_FEED_MODES.includes(body.mode as FakeFeedMode))
      return sendJson(res, 400, { error: `mode must be one of ${FAKE_FEED_MODES.join(', ')}` });
    if (body.platform !== undefined && !FAKE_PLATFORMS.includes(body.platform as FakePlatform))
      return sendJson(res, 400, { error: `platform must be one of ${FAKE_PLATFORMS.join(', ')}` });
    setMode(body.mode as FakeFeedMode, body.platform as FakePlatform | undefined);
    return sendJson(res, 200, { ok: true, modes: Object.fromEntries(modes) });
  }

  function route(
    platform: FakePlatform,
    path: string[],
    q: URLSearchParams,
    req: IncomingMessage,
    mode: FakeFeedMode,
    t: number,
  ): { status: number; body: unknown } {
    const players = mode === 'huge' ? hugePlayers(platform, hugeRows) : fakePlayers(platform);
    const list = mode === 'empty-list' ? [] : players;
    const amount = (cents: number, i: number): number | string =>
      mode === 'string-amounts' ? stringAmount(cents, i) : dollars(cents);
    const holes = (row: Record<string, unknown>, i: number, nameKey: string, amountKey: string) => {
      if (mode !== 'missing-fields') return row;
      if (i % 5 === 0) delete row[nameKey];
      else if (i % 7 === 0) delete row[amountKey];
      return row;
    };
    const c = FAKE_FEED_CREDENTIALS;

    switch (platform) {
      case 'roobet': {
        if (path.join('/') !== 'affiliate/v2/stats') return notFound();
        if (req.headers.authorization !== `Bearer ${c.roobet.token}`)
          return { status: 401, body: { message: 'Unauthorized' } };
        if (q.get('userId') !== c.roobet.userId)
          return { status: 403, body: { message: 'Forbidden' } };
        const range = isoRange(q.get('startDate'), q.get('endDate'));
        if (!range) return badRequest('startDate and endDate must be ISO 8601 timestamps');
        return {
          status: 200,
          body: list.map((p, i) => {
            const w = wagered(p, range.from, range.to, t, mode);
            const weighted = Math.floor((w * p.weightPermille) / 1000);
            return holes(
              {
                uid: p.uid,
                username: p.username,
                wagered: amount(w, i),
                weightedWagered: amount(weighted, i + 1),
                favoriteGameId: `game-${p.favoriteGame.length}`,
                favoriteGameTitle: p.favoriteGame,
                rankLevel: 1 + (p.ratePerHour % 7),
              },
              i,
              'username',
              'wagered',
            );
          }),
        };
      }
      case 'rainbet': {
        if (path.join('/') !== 'v1/external/affiliates') return notFound();
        if (q.get('key') !== c.rainbet.key)
          return { status: 401, body: { error: 'Invalid API key' } };
        const startAt = q.get('start_at') ?? '';
        const endAt = q.get('end_at') ?? '';
        if (!/^\d{4}-\d{2}-\d{2}$/.test(startAt) || !/^\d{4}-\d{2}-\d{2}$/.test(endAt))
          return badRequest('start_at and end_at must be dates (YYYY-MM-DD)');
        // Dates are UTC days; end_at is inclusive (the whole day counts).
        const from = Date.parse(`${startAt}T00:00:00Z`);
        const to = Date.parse(`${endAt}T00:00:00Z`) + DAY;
        if (!(to > from)) return badRequest('end_at is before start_at');
        // Rainbet refuses a range longer than 123 days.
        if (to - from > 123 * DAY) return badRequest('The date range cannot exceed 123 days');
        return {
          status: 200,
          body: {
            affiliates: list.map((p, i) =>
              holes(
                {
                  id: p.uid,
                  username: p.username,
                  // Rainbet-style feeds send amounts as strings.
                  wagered_amount:
                    mode === 'string-amounts'
                      ? stringAmount(wagered(p, from, to, t, mode), i)
                      : dollarString(wagered(p, from, to, t, mode)),
                },
                i,
                'username',
                'wagered_amount',
              ),
            ),
            cache_updated_at: new Date(t).toISOString(),
          },
        };
      }
      case 'goated': {
        // Both deployments' paths: api.goated.com/user2/… and apis.goated.com/user/…; a bearer
        // token, when sent, must be the right one.
        if (
          path.length !== 4 ||
          !['user2', 'user'].includes(path[0]!) ||
          path.slice(1, 3).join('/') !== 'affiliate/referral-leaderboard'
        )
          return notFound();
        if (req.headers.authorization && req.headers.authorization !== `Bearer ${c.goated.token}`)
          return { status: 401, body: { success: false, message: 'Invalid token' } };
        if (path[3] !== c.goated.code)
          return { status: 404, body: { success: false, message: 'Unknown code' } };
        const d = new Date(t);
        const today = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
        const week = today - ((d.getUTCDay() + 6) % 7) * DAY;
        const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
        return {
          status: 200,
          body: {
            success: true,
            data: list.map((p, i) =>
              holes(
                {
                  uid: p.uid,
                  name: p.username,
                  wagered: {
                    today: amount(wagered(p, today, t, t, mode), i),
                    this_week: amount(wagered(p, week, t, t, mode), i),
                    this_month: amount(wagered(p, month, t, t, mode), i),
                    all_time: amount(wagered(p, 0, t, t, mode), i),
                  },
                },
                i,
                'name',
                'wagered',
              ),
            ),
          },
        };
      }
      case 'shuffle': {
        if (path.length !== 2 || path[0] !== 'stats') return notFound();
        if (path[1] !== c.shuffle.secret) return { status: 401, body: { error: 'Invalid secret' } };
        const start = Number(q.get('startTime'));
        const end = Number(q.get('endTime'));
        if (!Number.isInteger(start) || !Number.isInteger(end) || end <= start)
          return badRequest('startTime and endTime must be epoch seconds, end after start');
        // Shuffle refuses an end in the future (peers clamp it to now).
        if (end * 1000 > t) return { status: 400, body: { error: 'INVALID_DATE' } };
        const rows: Record<string, unknown>[] = [];
        for (const p of list) {
          const total = wagered(p, start * 1000, end * 1000, t, mode);
          const codes = p.codes.length ? p.codes : [{ code: 'LOBBY', permille: 1000 }];
          let left = total;
          codes.forEach((code, k) => {
            const part = k === codes.length - 1 ? left : Math.floor((total * code.permille) / 1000);
            left -= part;
            rows.push({ username: p.username, campaignCode: code.code, wagerAmount: part });
          });
        }
        return {
          status: 200,
          body: rows.map((r, i) =>
            holes(
              { ...r, wagerAmount: amount(r.wagerAmount as number, i) },
              i,
              'username',
              'wagerAmount',
            ),
          ),
        };
      }
      case 'generic': {
        if (path.join('/') !== 'api/wagers') return notFound();
        if (req.headers['x-api-key'] !== c.generic.secret)
          return { status: 401, body: { ok: false, error: 'Missing or wrong X-Api-Key' } };
        const range = isoRange(q.get('from'), q.get('to'));
        if (!range) return badRequest('from and to must be ISO 8601 timestamps');
        return {
          status: 200,
          body: {
            ok: true,
            result: {
              players: list.map((p, i) => {
                const w = wagered(p, range.from, range.to, t, mode);
                const row = {
                  player: { id: p.uid, name: p.username },
                  stats: {
                    wagered: amount(w, i),
                    weighted: amount(Math.floor((w * p.weightPermille) / 1000), i),
                  },
                  topGame: p.favoriteGame,
                };
                if (mode === 'missing-fields' && i % 5 === 0)
                  delete (row.player as { name?: string }).name;
                else if (mode === 'missing-fields' && i % 7 === 0)
                  delete (row.stats as { wagered?: unknown }).wagered;
                return row;
              }),
            },
          },
        };
      }
    }
  }

  function setMode(mode: FakeFeedMode, platform?: FakePlatform) {
    for (const p of platform ? [platform] : FAKE_PLATFORMS) modes.set(p, mode);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  const url = `http://${host}:${port}`;

  return {
    url,
    baseUrls: Object.fromEntries(FAKE_PLATFORMS.map((p) => [p, `${url}/${p}`])) as Record<
      FakePlatform,
      string
    >,
    setMode,
    mode: (p) => modes.get(p)!,
    requests,
    players: (p) => fakePlayers(p),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function wagered(p: FakePlayer, from: number, to: number, now: number, mode: FakeFeedMode) {
  // 100,000 players: a closed form instead of the per-day walk, so the answer stays quick.
  if (mode === 'huge')
    return Math.max(0, Math.min(to, now) - Math.max(from, p.joinedAt)) > 0 ? p.ratePerHour * 24 : 0;
  return fakeWagered(p, from, to, now);
}

const hugeCache = new Map<string, FakePlayer[]>();
function hugePlayers(platform: FakePlatform, n: number): FakePlayer[] {
  const key = `${platform}:${n}`;
  const hit = hugeCache.get(key);
  if (hit) return hit;
  const base = Date.UTC(2025, 0, 1);
  const out: FakePlayer[] = Array.from({ length: n }, (_, i) => ({
    uid: `h${i}`,
    username: `player_${String(i).padStart(6, '0')}`,
    ratePerHour: 100 + ((i * 7919) % 250_000),
    weightPermille: 500 + (i % 500),
    favoriteGame: 'Plinko',
    joinedAt: base,
    codes: [],
  }));
  hugeCache.clear();
  hugeCache.set(key, out);
  return out;
}

/** Varied but exact string forms of an amount: "1234.50", " 1234.5 ", "1.2345e3" style. */
function stringAmount(cents: number, i: number): string {
  const plain = dollarString(cents);
  switch (i % 4) {
    case 0:
      return plain;
    case 1:
      return ` ${plain} `;
    case 2:
      return `${plain}00`;
    default: {
      // Exponent form of the same value: digits with the point after the first digit.
      const digits = String(cents).replace(/^0+(?=\d)/, '');
      return digits === '0' ? '0e0' : `${digits[0]}.${digits.slice(1) || '0'}e${digits.length - 3}`;
    }
  }
}

function isoRange(start: string | null, end: string | null): { from: number; to: number } | null {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
  if (!start || !end || !iso.test(start) || !iso.test(end)) return null;
  const from = Date.parse(start);
  const to = Date.parse(end);
  return to > from ? { from, to } : null;
}

const notFound = () => ({ status: 404, body: { error: 'Not found' } });
const badRequest = (error: string) => ({ status: 400, body: { error } });

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
