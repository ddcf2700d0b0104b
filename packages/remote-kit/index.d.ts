import type { Configuration } from 'webpack';

/** A sidebar entry of the remote: the shell lists it under the built-in links. */
export interface LobbyNavEntry {
  label: string;
  path: string;
}

export interface LobbyConfigOptions {
  /** The project's folder (where package.json and src/ are). */
  dir: string;
  kind?: 'host' | 'remote';
  /** The container name: the area it replaces (`support`…) or a new one. */
  name: string;
  version?: string;
  /** Route patterns the remote owns (React Router syntax). */
  paths?: string[];
  nav?: LobbyNavEntry[];
  /** The remote also exposes `./admin` (a `RemoteAdminModule`): its descriptor says `admin: true`. */
  admin?: boolean;
  /** Dev server port. */
  port?: number;
  /** Defaults to `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Extra package.json `exports` conditions to resolve first (the platform uses its sources). */
  conditionNames?: string[];
  /** The HTML page of the standalone build; the kit's one by default. */
  html?: string;
  title?: string;
  devServer?: Record<string, unknown>;
  /**
   * A remote's production build takes the federation runtime from the shell instead of carrying
   * its own (default true; development builds always carry theirs).
   */
  externalRuntime?: boolean;
  /**
   * The site's API reads (GET, relative to the site: `api/r/…`) each page makes as it opens, by
   * route pattern: the site preloads them with the page. Only reads every visitor of the page
   * makes, exactly as the page requests them (same query).
   */
  data?: Record<string, string[]>;
}

type ConfigFactory = (
  env?: Record<string, unknown>,
  argv?: { mode?: 'development' | 'production' | 'none' },
) => Configuration;

/** The singletons shared with the shell, in the platform's order. */
export const SINGLETONS: readonly string[];
export const WITH_SUBPATHS: readonly string[];
/** The ranges of the singletons the platform provides. */
export const PLATFORM_RANGES: Readonly<Record<string, string>>;
export const REMOTE_HTML: string;
/** Module Federation `shared`: singletons, strict, each `^<installed major>.0.0`. */
export function sharedConfig(dir: string): Record<string, unknown>;
/** Singletons installed in a major the platform does not provide. */
export function platformMismatches(dir: string): string[];
export function createLobbyConfig(opts: LobbyConfigOptions): ConfigFactory;
/** A remote's configuration from its package.json (`version`, `lobby: { name, paths, nav?, devPort? }`). */
export function createRemoteConfig(opts: { dir: string; apiUrl?: string }): ConfigFactory;
export class RemoteDescriptorPlugin {
  constructor(descriptor: Record<string, unknown>);
  apply(compiler: unknown): void;
}
/** Writes `<file>.br` and `<file>.gz` next to each compressible file of a production build. */
export class PrecompressPlugin {
  constructor(opts?: { threshold?: number });
  apply(compiler: unknown): void;
}
