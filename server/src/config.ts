import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Typed server configuration, read once from the environment. */
export interface AppConfig {
  port: number;
  host: string;
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
  /** Public channel endpoint of the streaming provider; `{channel}` is replaced. */
  streamProviderUrl: string;
  streamChannel: string | null;
  dailyClaimPoints: number;
  dailyClaimXp: number;
  remotesFile: string | null;
  remotesDev: boolean;
  demoLogin: boolean;
  discordClientId: string | null;
  repoRoot: string;
  shellDist: string;
  remotesDir: string;
  assetsDir: string;
  uploadsDir: string;
  /** Contact form: submissions allowed per IP per window. */
  contactRateLimit: { max: number; windowMs: number };
}

export const REPO_ROOT = path.resolve(__dirname, '../..');

const DAY = 24 * 60 * 60 * 1000;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** '/lobby/' → '/lobby', '/' or '' → ''. */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(withSlash)) throw new Error(`BASE_PATH is not a valid path: '${raw}'`);
  return withSlash;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const repoRoot = env.LOBBY_REPO_ROOT ? path.resolve(env.LOBBY_REPO_ROOT) : REPO_ROOT;
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  let sessionSecret = env.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    // Sessions are random server-side rows, so a per-process secret only affects what is signed with it.
    sessionSecret = randomBytes(32).toString('base64url');
  }
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    basePath: normalizeBasePath(env.BASE_PATH),
    production,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir,
    sqlitePath: path.join(dataDir, 'lobby.sqlite'),
    sessionSecret,
    sessionIdleMs: int(env.SESSION_IDLE_DAYS, 7, 'SESSION_IDLE_DAYS') * DAY,
    sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_DAYS, 30, 'SESSION_ABSOLUTE_DAYS') * DAY,
    streamProviderUrl: env.STREAM_PROVIDER_URL || 'https://kick.com/api/v2/channels/{channel}',
    streamChannel: env.STREAM_CHANNEL?.trim() || null,
    dailyClaimPoints: int(env.DAILY_CLAIM_POINTS, 100, 'DAILY_CLAIM_POINTS'),
    dailyClaimXp: int(env.DAILY_CLAIM_XP, 50, 'DAILY_CLAIM_XP'),
    remotesFile: env.LOBBY_REMOTES_FILE ? path.resolve(env.LOBBY_REMOTES_FILE) : null,
    remotesDev: flag(env.LOBBY_REMOTES_DEV),
    // The demo login is the embedded default's way in; on unless explicitly disabled outside production.
    demoLogin: env.LOBBY_DEMO_LOGIN !== undefined ? flag(env.LOBBY_DEMO_LOGIN) : !production,
    discordClientId: env.DISCORD_CLIENT_ID?.trim() || null,
    repoRoot,
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    remotesDir: path.join(repoRoot, 'remotes'),
    assetsDir: path.join(repoRoot, 'server', 'assets'),
    uploadsDir: path.join(dataDir, 'uploads'),
    contactRateLimit: {
      max: int(env.CONTACT_RATE_LIMIT, 5, 'CONTACT_RATE_LIMIT'),
      windowMs: 10 * 60 * 1000,
    },
  };
}
