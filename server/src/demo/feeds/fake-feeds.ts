import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dollars, fakePlayers } from './demo-data';
import type { FakePlatform, FakePlayer } from './demo-data';
import {
  damageRow,
  FAKE_FEED_MODES,
  hostileAnswer,
  hugePlayers,
  stringAmount,
  stringCents,
  wageredIn,
} from './hostile';
import type { FakeFeedMode } from './hostile';
import { FAKE_SHAPES } from './shapes';
import type { ShapeRequest } from './shapes';

export type { FakePlatform } from './demo-data';
export { FAKE_FEED_CREDENTIALS } from './credentials';
export { FAKE_FEED_MODES } from './hostile';
export type { FakeFeedMode } from './hostile';

export const FAKE_PLATFORMS: readonly FakePlatform[] = [
  'roobet',
  'rainbet',
  'goated',
  'shuffle',
  'generic',
  'clash',
  'gamdom',
  'chicken',
  'packdraw',
];

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

/**
 * Starts one HTTP server that plays the casino feed styles (each platform's shape in `shapes/`)
 * plus a generic JSON API, with deterministic demo players whose wagers grow with the clock, and
 * switchable hostile modes (`hostile.ts`). Paths: `/roobet/affiliate/v2/stats`,
 * `/rainbet/v1/external/affiliates`, `/goated/user2/affiliate/referral-leaderboard/{code}`,
 * `/shuffle/stats/{secret}`, `/generic/api/wagers`, `/clash/affiliates/detailed-summary/v2/{day}`,
 * `/gamdom/api/affiliates/leaderboard`, `/chicken/affiliate/v1/referrals`,
 * `/packdraw/api/v1/affiliates/leaderboard`; `GET /` describes them;
 * `POST /_control/mode` with `{ "mode": "...", "platform"?: "..." }` switches modes from another
 * process (e2e).
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
    const hostile = hostileAnswer(mode);
    if (hostile) {
      res.writeHead(hostile.status, { 'content-type': hostile.contentType });
      return res.end(hostile.text);
    }

    const answer = FAKE_SHAPES[platform](shapeRequest(platform, rest, url.searchParams, req, mode));
    if (mode === 'slow-body' && answer.status === 200) {
      const body = JSON.stringify(answer.body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(body.slice(0, Math.floor(body.length / 2)));
      return stall(res, () => res.end(body.slice(Math.floor(body.length / 2))));
    }
    return sendJson(res, answer.status, answer.body);
  }

  function shapeRequest(
    platform: FakePlatform,
    path: string[],
    query: URLSearchParams,
    req: IncomingMessage,
    mode: FakeFeedMode,
  ): ShapeRequest {
    const t = now().getTime();
    const players: readonly FakePlayer[] =
      mode === 'empty-list'
        ? []
        : mode === 'huge'
          ? hugePlayers(platform, hugeRows)
          : fakePlayers(platform);
    return {
      path,
      query,
      headers: req.headers,
      mode,
      now: t,
      players,
      wagered: (p, from, to) => wageredIn(p, from, to, t, mode),
      dollars: (cents, i) => (mode === 'string-amounts' ? stringAmount(cents, i) : dollars(cents)),
      cents: (cents, i) => (mode === 'string-amounts' ? stringCents(cents, i) : cents),
      damage: (row, i, fields) => damageRow(row, i, mode, fields),
    };
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

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
