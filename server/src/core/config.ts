import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseOutboundAllow } from './http/outbound-guard';
import { QUICKNET } from './randomness/drand';
import type { DrandChainConfig } from './randomness/drand';
import { secretKeysFromEnv } from './secrets/keys';
import type { SecretKeys } from './secrets/secrets';
import type { S3StorageConfig } from './storage/s3';

/** Typed server configuration, read once from the environment. */
export interface AppConfig {
  port: number;
  /**
   * WEB_CONCURRENCY: server processes `npm start` runs on the one port (node:cluster); above 1
   * needs PostgreSQL. Default 1.
   */
  workers: number;
  host: string;
  /**
   * METRICS_PORT: Prometheus metrics on their own listener (null: off); METRICS_HOST its address
   * (127.0.0.1 by default). With WEB_CONCURRENCY > 1 the primary serves every worker's series.
   */
  metrics: { port: number | null; host: string };
  /**
   * Canary releases of remotes roll back by themselves when the canary's failure rate, over at
   * least LOBBY_CANARY_MIN_SAMPLE loads (20), exceeds the stable version's by more than
   * LOBBY_CANARY_MARGIN_PERCENT points (10); `margin` is a fraction (0.1).
   */
  canary: { minSample: number; margin: number };
  /** Sub-path the site is served under: '' or '/something' (no trailing slash). */
  basePath: string;
  production: boolean;
  /** PostgreSQL connection string; null means the embedded SQLite file. */
  databaseUrl: string | null;
  dataDir: string;
  sqlitePath: string;
  sessionSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Idle window of sessions without a member (visitors who only carry a CSRF token). */
  sessionAnonymousIdleMs: number;
  /**
   * The drand chain draws take public randomness from (DRAND_URLS, DRAND_CHAIN_HASH,
   * DRAND_PUBLIC_KEY, DRAND_PERIOD, DRAND_GENESIS; League of Entropy quicknet by default), and
   * how long after its round is due a draw may be made without it by staff (DRAND_FALLBACK_MINUTES),
   * and how long after the close of entries that round comes (LOBBY_DRAW_ROUND_DELAY_SECONDS: 30;
   * shorter only for the end-to-end tests, which would otherwise wait for it).
   */
  drand: DrandChainConfig & { fallbackAfterMs: number; roundDelayMs: number };
  /** Public channel endpoint of the streaming provider; `{channel}` is replaced. */
  streamProviderUrl: string;
  streamChannel: string | null;
  dailyClaimPoints: number;
  dailyClaimXp: number;
  remotesFile: string | null;
  /** Remotes served by their dev servers: every one ('all'), the named ones, or none. */
  remotesDev: 'all' | string[];
  /**
   * Demo login (anyone logs in as any member, admin included): off unless LOBBY_DEMO_LOGIN=1,
   * and in production also LOBBY_DEMO_LOGIN_IN_PRODUCTION=1.
   */
  demoLogin: boolean;
  /**
   * How long the page's loading screen shows at least, in ms (LOBBY_BOOT_SCREEN_MS: the spec's
   * 1000). Shorter only for the end-to-end tests, which would wait it out on every page load.
   */
  bootScreenMs: number;
  /** Set only when Discord login is fully configured (client id and secret). */
  discordClientId: string | null;
  /** Public origin of the site (PUBLIC_URL, no trailing slash); null → taken from the request. */
  publicUrl: string | null;
  /** Discord OAuth2 login; null when DISCORD_CLIENT_ID / DISCORD_CLIENT_SECRET are not set. */
  discord: (OAuthProviderConfig & { adminIds: string[] }) | null;
  /** Kick OAuth 2.1 account linking; null when KICK_CLIENT_ID / KICK_CLIENT_SECRET are not set. */
  kick: OAuthProviderConfig | null;
  repoRoot: string;
  shellDist: string;
  remotesDir: string;
  assetsDir: string;
  uploadsDir: string;
  /**
   * Where uploads are stored (core/storage): 'local' (under dataDir) unless S3_BUCKET is set,
   * then that S3-compatible bucket (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
   * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX).
   */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);
  /** Contact form: submissions allowed per IP per window. */
  contactRateLimit: { max: number; windowMs: number };
  /** Login attempts and OAuth starts allowed per IP per window. */
  loginRateLimit: { max: number; windowMs: number };
  /** Captcha images allowed per IP per window (each costs CPU to draw). */
  captchaRateLimit: { max: number; windowMs: number };
  /**
   * Which proxies in front of the server to believe (X-Forwarded-For/-Host/-Proto): nothing by
   * default; TRUST_PROXY gives a hop count or a comma list of addresses/CIDRs ('loopback'…).
   */
  trustProxy: false | number | string[];
  /** Socket and request timeouts (see server/README.md, "Timeouts"). */
  timeouts: {
    /** The whole request (headers and body) must arrive within this; else 408 and closed. */
    requestMs: number;
    /** The request's headers must arrive within this. */
    headersMs: number;
    /** A socket with no traffic at all is closed after this. */
    idleMs: number;
    /** A kept-alive connection waits this long for its next request. */
    keepAliveMs: number;
  };
  /** SQLite: how long a write waits for another process's lock before answering 503. */
  sqliteBusyTimeoutMs: number;
  /**
   * LIVE_STREAMS_PER_IP: open live streams (/api/live) one address may hold in one process
   * (IPv6: one /64); more get 429. 0 turns the limit off. Default 20.
   */
  liveStreamsPerIp: number;
  /**
   * The in-process scheduler (core/scheduler): on unless SCHEDULER=off; every process on one
   * database may run it (a lease per job). `tickMs` SCHEDULER_TICK_MS, `leaseMs` SCHEDULER_LEASE_MS.
   */
  scheduler: { enabled: boolean; tickMs: number; leaseMs: number };
  /**
   * Kick's public API (core/chat): chat webhooks, the chat send call and the key Kick signs
   * webhooks with. KICK_API_URL (default https://api.kick.com/public/v1); KICK_WEBHOOK_PUBLIC_KEY
   * pins the key (PEM) instead of fetching it; KICK_CHAT_TOKEN is a user token with chat:write
   * (else an app token from the Kick OAuth client); KICK_BROADCASTER_USER_ID the channel.
   */
  kickApi: {
    baseUrl: string;
    publicKey: string | null;
    chatToken: string | null;
    broadcasterUserId: string | null;
    /** Webhooks older than this (their Kick-Event-Message-Timestamp) are refused as replays. */
    webhookMaxAgeMs: number;
  };
  /** How long a call to an outside service (Kick, Discord, a tipping API) may take. */
  outboundTimeoutMs: number;
  /**
   * The keys secrets are stored under (core/secrets): SECRET_KEY and SECRET_KEY_PREVIOUS. Null
   * when unset: main and the CLI then use `$DATA_DIR/secret.key` outside production
   * (resolveSecretKeys), and none in production.
   */
  secretKeys: SecretKeys | null;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userUrl: string;
  /** Fixed callback URL; null → `${publicUrl}${basePath}/auth/<provider>/callback`. */
  redirectUri: string | null;
}

/**
 * The folder above server/: found upwards from this file, which runs from server/src/core (tsx,
 * jest) or bundled into server/dist (the build).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir))
    if (fs.existsSync(path.join(dir, 'server', 'package.json'))) return dir;
  return path.resolve(from, '../../..');
}

export const REPO_ROOT = findRepoRoot(__dirname);

const DAY = 24 * 60 * 60 * 1000;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

/** LOBBY_REMOTES_DEV: '1'/'true' for every remote, or a comma list of remote names. */
function parseRemotesDev(value: string | undefined): 'all' | string[] {
  if (!value || !value.trim()) return [];
  if (flag(value)) return 'all';
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** '/lobby/' → '/lobby', '/' or '' → ''. */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(withSlash))
    throw new Error(`BASE_PATH is not a valid path: '${raw}'`);
  return withSlash;
}

function oauthProvider(
  env: NodeJS.ProcessEnv,
  prefix: 'DISCORD' | 'KICK',
  defaults: { authorizeUrl: string; tokenUrl: string; userUrl: string },
): OAuthProviderConfig | null {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    authorizeUrl: env[`${prefix}_AUTHORIZE_URL`]?.trim() || defaults.authorizeUrl,
    tokenUrl: env[`${prefix}_TOKEN_URL`]?.trim() || defaults.tokenUrl,
    userUrl: env[`${prefix}_USER_URL`]?.trim() || defaults.userUrl,
    redirectUri: env[`${prefix}_REDIRECT_URI`]?.trim() || null,
  };
}

/** TRUST_PROXY: unset/false → trust nothing; a whole number → that many hops; else addresses. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? '';
  if (!v || ['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'yes', 'on', '*'].includes(v.toLowerCase()))
    throw new Error(
      "TRUST_PROXY must be a number of proxy hops or a list of proxy addresses, not 'trust everyone'",
    );
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  // Read where the calls are made (outbound-guard.ts); checked here so a bad entry stops the start.
  parseOutboundAllow(env.OUTBOUND_ALLOW);
  const repoRoot = env.LOBBY_REPO_ROOT ? path.resolve(env.LOBBY_REPO_ROOT) : REPO_ROOT;
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  let sessionSecret = env.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    // Sessions are random server-side rows, so a per-process secret only affects what is signed with it.
    sessionSecret = randomBytes(32).toString('base64url');
  }
  const discordBase = oauthProvider(env, 'DISCORD', {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
  });
  const discord = discordBase
    ? {
        ...discordBase,
        adminIds: (env.DISCORD_ADMIN_IDS ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      }
    : null;
  const kick = oauthProvider(env, 'KICK', {
    authorizeUrl: 'https://id.kick.com/oauth/authorize',
    tokenUrl: 'https://id.kick.com/oauth/token',
    userUrl: 'https://api.kick.com/public/v1/users',
  });
  return {
    port: int(env.PORT, 8080, 'PORT'),
    workers: Math.min(64, Math.max(1, int(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY'))),
    host: env.HOST || '0.0.0.0',
    metrics: {
      port: env.METRICS_PORT?.trim() ? int(env.METRICS_PORT, 0, 'METRICS_PORT') : null,
      host: env.METRICS_HOST?.trim() || '127.0.0.1',
    },
    canary: {
      minSample: Math.max(1, int(env.LOBBY_CANARY_MIN_SAMPLE, 20, 'LOBBY_CANARY_MIN_SAMPLE')),
      margin:
        Math.min(100, int(env.LOBBY_CANARY_MARGIN_PERCENT, 10, 'LOBBY_CANARY_MARGIN_PERCENT')) /
        100,
    },
    basePath: normalizeBasePath(env.BASE_PATH),
    production,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir,
    sqlitePath: path.join(dataDir, 'lobby.sqlite'),
    sessionSecret,
    sessionIdleMs: int(env.SESSION_IDLE_DAYS, 7, 'SESSION_IDLE_DAYS') * DAY,
    sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_DAYS, 30, 'SESSION_ABSOLUTE_DAYS') * DAY,
    sessionAnonymousIdleMs:
      int(env.SESSION_ANONYMOUS_IDLE_HOURS, 24, 'SESSION_ANONYMOUS_IDLE_HOURS') * 3_600_000,
    drand: parseDrand(env),
    streamProviderUrl: env.STREAM_PROVIDER_URL || 'https://kick.com/api/v2/channels/{channel}',
    streamChannel: env.STREAM_CHANNEL?.trim() || null,
    dailyClaimPoints: int(env.DAILY_CLAIM_POINTS, 100, 'DAILY_CLAIM_POINTS'),
    dailyClaimXp: int(env.DAILY_CLAIM_XP, 50, 'DAILY_CLAIM_XP'),
    remotesFile: env.LOBBY_REMOTES_FILE ? path.resolve(env.LOBBY_REMOTES_FILE) : null,
    remotesDev: parseRemotesDev(env.LOBBY_REMOTES_DEV),
    // Anyone may log in as anyone (admin too) through it: only when asked for (`npm start` does).
    demoLogin:
      flag(env.LOBBY_DEMO_LOGIN) && (!production || flag(env.LOBBY_DEMO_LOGIN_IN_PRODUCTION)),
    bootScreenMs: int(env.LOBBY_BOOT_SCREEN_MS, 1000, 'LOBBY_BOOT_SCREEN_MS'),
    discordClientId: discord?.clientId ?? null,
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    discord,
    kick,
    repoRoot,
    // LOBBY_SHELL_DIST: another build of the pages (the bench's single-bundle build).
    shellDist: env.LOBBY_SHELL_DIST
      ? path.resolve(env.LOBBY_SHELL_DIST)
      : path.join(repoRoot, 'shell', 'dist'),
    remotesDir: path.join(repoRoot, 'remotes'),
    assetsDir: path.join(repoRoot, 'server', 'assets'),
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: parseStorage(env),
    scheduler: {
      enabled: !['off', '0', 'false', 'no'].includes((env.SCHEDULER ?? '').trim().toLowerCase()),
      tickMs: Math.max(100, int(env.SCHEDULER_TICK_MS, 5_000, 'SCHEDULER_TICK_MS')),
      leaseMs: Math.max(1_000, int(env.SCHEDULER_LEASE_MS, 60_000, 'SCHEDULER_LEASE_MS')),
    },
    contactRateLimit: {
      max: int(env.CONTACT_RATE_LIMIT, 5, 'CONTACT_RATE_LIMIT'),
      windowMs: 10 * 60 * 1000,
    },
    loginRateLimit: {
      max: int(env.LOGIN_RATE_LIMIT, 20, 'LOGIN_RATE_LIMIT'),
      windowMs: 10 * 60 * 1000,
    },
    captchaRateLimit: {
      max: int(env.CAPTCHA_RATE_LIMIT, 20, 'CAPTCHA_RATE_LIMIT'),
      windowMs: 60 * 1000,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      requestMs: int(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
      headersMs: int(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS'),
      idleMs: int(env.IDLE_TIMEOUT_MS, 120_000, 'IDLE_TIMEOUT_MS'),
      keepAliveMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 65_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    },
    sqliteBusyTimeoutMs: int(env.SQLITE_BUSY_TIMEOUT_MS, 100, 'SQLITE_BUSY_TIMEOUT_MS'),
    liveStreamsPerIp: int(env.LIVE_STREAMS_PER_IP, 20, 'LIVE_STREAMS_PER_IP'),
    kickApi: {
      baseUrl: (env.KICK_API_URL?.trim() || 'https://api.kick.com/public/v1').replace(/\/+$/, ''),
      publicKey: env.KICK_WEBHOOK_PUBLIC_KEY?.trim().replace(/\\n/g, '\n') || null,
      chatToken: env.KICK_CHAT_TOKEN?.trim() || null,
      broadcasterUserId: env.KICK_BROADCASTER_USER_ID?.trim() || null,
      webhookMaxAgeMs: 5 * 60 * 1000,
    },
    outboundTimeoutMs: int(env.OUTBOUND_TIMEOUT_MS, 8_000, 'OUTBOUND_TIMEOUT_MS'),
    secretKeys: secretKeysFromEnv(env),
  };
}

/** The DRAND_* variables over quicknet's values; a partly given chain is an error. */
export function parseDrand(env: NodeJS.ProcessEnv): AppConfig['drand'] {
  const urls = (env.DRAND_URLS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const u of urls)
    if (!/^https?:\/\/[^/\s]+/i.test(u))
      throw new Error(`DRAND_URLS: '${u}' is not an http(s) URL`);
  const chainHash = env.DRAND_CHAIN_HASH?.trim().toLowerCase() || QUICKNET.chainHash;
  const publicKey = env.DRAND_PUBLIC_KEY?.trim().toLowerCase() || QUICKNET.publicKey;
  if (!/^[0-9a-f]{64}$/.test(chainHash)) throw new Error('DRAND_CHAIN_HASH must be 64 hex digits');
  if (!/^[0-9a-f]{192}$/.test(publicKey))
    throw new Error('DRAND_PUBLIC_KEY must be 192 hex digits (a G2 point)');
  if ((chainHash === QUICKNET.chainHash) !== (publicKey === QUICKNET.publicKey))
    throw new Error('DRAND_CHAIN_HASH and DRAND_PUBLIC_KEY must be set together');
  return {
    urls: urls.length ? urls : QUICKNET.urls,
    chainHash,
    publicKey,
    period: Math.max(1, int(env.DRAND_PERIOD, QUICKNET.period, 'DRAND_PERIOD')),
    genesis: int(env.DRAND_GENESIS, QUICKNET.genesis, 'DRAND_GENESIS'),
    fallbackAfterMs: int(env.DRAND_FALLBACK_MINUTES, 60, 'DRAND_FALLBACK_MINUTES') * 60_000,
    roundDelayMs:
      Math.max(1, int(env.LOBBY_DRAW_ROUND_DELAY_SECONDS, 30, 'LOBBY_DRAW_ROUND_DELAY_SECONDS')) *
      1000,
  };
}

/** S3_BUCKET set → an S3-compatible bucket; else local disk. Half-given credentials are an error. */
export function parseStorage(env: NodeJS.ProcessEnv): AppConfig['storage'] {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local' };
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  let prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
    prefix,
  };
}
