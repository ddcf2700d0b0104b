import fs from 'node:fs';
import path from 'node:path';
import type {
  RemoteCanary,
  RemoteNavEntry,
  RemoteRegistry,
  RemoteRegistryEntry,
  RemotesReport,
  RemoteStatus,
} from '@lobby/shared-api/contract';
import {
  NAV_ICON_NAME,
  isPackageName,
  requiredSharedOf,
  sharedMismatches,
  sharedMismatchMessage,
} from '@lobby/shared-api/contract';
import { guardedFetch } from '../http/outbound-guard';
import type { FetchLike } from '../http/outbound-guard';
import type { PreloadLink } from './page-assets';
import { dataOf, dataPreloads, pagesOf, remotePreloads, routeForPath } from './page-assets';

export interface RegistryLogger {
  warn(message: string): void;
}

export interface RegistryOptions {
  remotesDir: string;
  basePath: string;
  /** Remotes served by their dev servers: 'all' or the named ones. */
  dev: 'all' | string[];
  overrideFile: string | null;
  /** The shell's build: its mf-manifest.json says which shared versions this site provides. */
  shellDist?: string;
  /** Where problems are reported (the server log); each distinct problem once. */
  log?: RegistryLogger;
  /** Fetches a remote manifest on another origin (tests pass a fake). */
  fetch?: FetchLike;
  /** How long the outcome of fetching a remote manifest is reused, in ms. */
  remoteCheckTtlMs?: number;
  /**
   * Entries admins set in Admin › Remotes (the database), applied over the file's: `key` changes
   * whenever they change, so the registry is rebuilt on the next request of any process.
   */
  adminOverrides?: () => Promise<{
    key: string;
    entries: unknown[];
    /** Canary releases under way, by remote name (core/remotes). */
    canaries?: Map<string, RemoteCanary>;
  }>;
}

type Source = RemoteStatus['source'];

interface Draft {
  name: string;
  manifest: string;
  version: string;
  paths: string[] | null;
  nav: RemoteNavEntry[];
  /** The remote exposes './admin' (its descriptor or entry says `admin: true`). */
  admin: boolean;
  /**
   * The Module Federation version whose runtime the build takes from the shell (its descriptor's
   * `runtime: { external: true, federation }`); undefined when it carries its own.
   */
  externalRuntime?: string;
  /** The chunks each of its pages loads (its descriptor's `pages`), to preload with the page. */
  pages?: Record<string, string[]>;
  /** The API reads each of its pages makes as it opens (its descriptor's `data`). */
  data?: Record<string, string[]>;
  source: Source;
  reason: string | null;
  /** The built remote's folder (remotes/<dir>), to read its manifest from disk. */
  dir?: string;
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** A file's modification time and size: a rewrite within the same millisecond still shows. */
function stamp(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return '-';
  }
}

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

const majorOf = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function navOf(v: unknown): RemoteNavEntry[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((n) => {
    const o = n as Record<string, unknown> | null;
    if (!o || typeof o.label !== 'string' || !o.label || typeof o.path !== 'string' || !o.path)
      return [];
    const icon = typeof o.icon === 'string' && NAV_ICON_NAME.test(o.icon) ? o.icon : undefined;
    return [{ label: o.label, path: o.path, ...(icon ? { icon } : {}) }];
  });
}

function readJsonFile(file: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return { ok: false, reason: `cannot be read (${errorText(e)})` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, reason: `is not valid JSON (${errorText(e)})` };
  }
}

/** The shared versions a build provides, from its mf-manifest.json: `{ react: '19.2.0', … }`. */
export function providedSharedOf(manifest: unknown): Record<string, string> {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  const out: Record<string, string> = {};
  if (!Array.isArray(shared)) return out;
  for (const s of shared as { name?: unknown; version?: unknown }[])
    if (s && typeof s.name === 'string' && isPackageName(s.name) && typeof s.version === 'string')
      out[s.name] = s.version;
  return out;
}

/**
 * Builds /remotes.json and GET /api/remotes: each built remote's descriptor
 * (remotes/<name>/dist/lobby-remote.json), or in dev mode each remote's package.json `lobby`
 * field pointing at its dev server; then the override file (LOBBY_REMOTES_FILE) replaces or adds
 * entries by name. Every remote is checked — descriptor present and parsed, manifest present,
 * shared singletons in versions this site provides, and for a manifest on another origin that the
 * site's origin may fetch it (CORS) — and a remote failing a check is kept with state 'error' and
 * the reason, on its last known paths, so the shell shows the area's error panel there.
 */
export function createRemoteRegistry(opts: RegistryOptions) {
  const doFetch = opts.fetch ?? guardedFetch;
  // How long a remote on another origin is trusted between checks (README: "Remotes' health").
  const ttl = opts.remoteCheckTtlMs ?? 15_000;
  let cache: { key: string; value: Promise<RemotesReport> } | null = null;
  const remoteChecks = new Map<string, { at: number; value: Promise<unknown> }>();
  /** Paths each remote last had while healthy, kept for when its descriptor goes missing. */
  const lastKnownPaths = new Map<string, string[]>();
  const logged = new Set<string>();
  /** The manifests read by the last checks and the descriptors' pages, by remote name. */
  let manifests = new Map<
    string,
    { manifest: unknown; pages: Record<string, string[]>; data: Record<string, string[]> }
  >();

  const isDev = (name: string) => opts.dev === 'all' || opts.dev.includes(name);
  const rel = (file: string) => path.relative(path.dirname(opts.remotesDir), file);

  function remoteDirs(): string[] {
    try {
      return fs
        .readdirSync(opts.remotesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
        .map((d) => d.name)
        .sort();
    } catch {
      return [];
    }
  }

  function packageLobby(dir: string): Record<string, unknown> | null {
    const read = readJsonFile(path.join(opts.remotesDir, dir, 'package.json'));
    if (!read.ok) return null;
    const lobby = (read.value as { lobby?: unknown } | null)?.lobby;
    return lobby && typeof lobby === 'object' ? (lobby as Record<string, unknown>) : null;
  }

  function fromFolder(dir: string): Draft | null {
    if (isDev(dir)) {
      const file = path.join(opts.remotesDir, dir, 'package.json');
      if (mtime(file) < 0) return null;
      const read = readJsonFile(file);
      const json = (read.ok ? read.value : null) as Record<string, unknown> | null;
      const lobby = json?.lobby as Record<string, unknown> | undefined;
      if (!lobby || typeof lobby.devPort !== 'number') return null; // not a remote's folder
      const name = typeof lobby.name === 'string' ? lobby.name : dir;
      return {
        name,
        manifest: `http://127.0.0.1:${lobby.devPort}/mf-manifest.json`,
        version: typeof json?.version === 'string' ? json.version : '0.0.0',
        paths: isStringList(lobby.paths) ? lobby.paths : [],
        nav: navOf(lobby.nav),
        admin: lobby.admin === true,
        source: 'dev',
        reason: null,
      };
    }
    const file = path.join(opts.remotesDir, dir, 'dist', 'lobby-remote.json');
    const draft: Draft = {
      name: dir,
      manifest: `${opts.basePath}/remotes/${dir}/mf-manifest.json`,
      version: '0.0.0',
      paths: null,
      nav: [],
      admin: false,
      source: 'build',
      reason: null,
      dir,
    };
    if (mtime(file) < 0) {
      draft.reason = `The ${dir} remote has no descriptor: ${rel(file)} is missing (build the remote).`;
      return draft;
    }
    const read = readJsonFile(file);
    if (!read.ok) {
      draft.reason = `The ${dir} remote's descriptor ${rel(file)} ${read.reason}.`;
      return draft;
    }
    const json = read.value as Record<string, unknown> | null;
    if (!json || typeof json !== 'object' || Array.isArray(json)) {
      draft.reason = `The ${dir} remote's descriptor ${rel(file)} is not an object.`;
      return draft;
    }
    if (typeof json.name === 'string' && json.name) draft.name = json.name;
    if (typeof json.version === 'string') draft.version = json.version;
    draft.nav = navOf(json.nav);
    draft.admin = json.admin === true;
    draft.pages = pagesOf(json.pages);
    draft.data = dataOf(json.data);
    const runtime = json.runtime as { external?: unknown; federation?: unknown } | undefined;
    if (runtime && runtime.external === true && typeof runtime.federation === 'string')
      draft.externalRuntime = runtime.federation;
    if (isStringList(json.paths) && json.paths.length > 0) draft.paths = json.paths;
    else draft.reason = `The ${draft.name} remote's descriptor ${rel(file)} lists no paths.`;
    return draft;
  }

  function fromOverride(
    raw: unknown,
    index: number,
    problems: string[],
    known: Map<string, Draft>,
    source: 'override' | 'admin' = 'override',
  ): Draft | null {
    const where =
      source === 'admin' ? 'Admin › Remotes entry' : `LOBBY_REMOTES_FILE entry #${index + 1}`;
    const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
    if (!o || typeof o.name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]*$/.test(o.name)) {
      problems.push(`${where} is ignored: it needs a "name" (a container name such as "support").`);
      return null;
    }
    const draft: Draft = {
      name: o.name,
      manifest: typeof o.manifest === 'string' ? o.manifest : '',
      version: typeof o.version === 'string' ? o.version : '0.0.0',
      // An entry replacing a known remote may leave out its paths: the known ones are kept.
      paths:
        isStringList(o.paths) && o.paths.length > 0 ? o.paths : (known.get(o.name)?.paths ?? null),
      nav: navOf(o.nav),
      admin: o.admin === true,
      source,
      reason: null,
    };
    const missing = [
      !draft.manifest && '"manifest" (the URL of its mf-manifest.json)',
      !draft.paths && '"paths" (a non-empty list of route patterns)',
    ].filter(Boolean);
    if (missing.length > 0)
      draft.reason = `The ${o.name} remote's ${where} is invalid: it needs ${missing.join(' and ')}.`;
    return draft;
  }

  function providedShared(): Record<string, string> {
    if (!opts.shellDist) return {};
    const read = readJsonFile(path.join(opts.shellDist, 'mf-manifest.json'));
    return read.ok ? providedSharedOf(read.value) : {};
  }

  /** The Module Federation version of the shell's build: the runtime it puts on the page. */
  function shellFederation(): string | null {
    if (!opts.shellDist) return null;
    const read = readJsonFile(path.join(opts.shellDist, 'mf-manifest.json'));
    const v = read.ok
      ? (read.value as { metaData?: { pluginVersion?: unknown } } | null)?.metaData?.pluginVersion
      : undefined;
    return typeof v === 'string' ? v : null;
  }

  /** The manifest of a remote on another origin, fetched as the site's pages would (CORS). */
  function fetchManifest(url: string, origin: string): Promise<unknown> {
    const key = `${origin} ${url}`;
    const hit = remoteChecks.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.value;
    const value = (async () => {
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { origin, accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        });
      } catch (e) {
        throw new Error(`its manifest ${url} could not be fetched (${errorText(e)})`);
      }
      if (!res.ok) throw new Error(`its manifest ${url} answered HTTP ${res.status}`);
      const allow = res.headers.get('access-control-allow-origin');
      if (new URL(url).origin !== origin && allow !== '*' && allow !== origin)
        throw new Error(
          `its manifest ${url} cannot be fetched by this site: the answer has ${
            allow
              ? `Access-Control-Allow-Origin: ${allow}`
              : 'no Access-Control-Allow-Origin header'
          } for the site's origin ${origin}`,
        );
      try {
        return await res.json();
      } catch (e) {
        throw new Error(`its manifest ${url} is not valid JSON (${errorText(e)})`);
      }
    })();
    remoteChecks.set(key, { at: Date.now(), value });
    value.catch(() => {});
    return value;
  }

  /**
   * The version in the descriptor served beside a manifest on another origin (lobby-remote.json),
   * read at each check: a new build served at the same URL shows its own version, not the one the
   * entry was saved with. Null when it has none (an entry without a descriptor keeps its own).
   */
  async function servedVersion(d: Draft, origin: string): Promise<string | null> {
    if (!/^https?:\/\//i.test(d.manifest)) return null;
    const url = new URL('lobby-remote.json', d.manifest).href;
    try {
      const json = (await fetchManifest(url, origin)) as { version?: unknown } | null;
      return typeof json?.version === 'string' && json.version ? json.version : null;
    } catch {
      return null;
    }
  }

  /** Reads the remote's manifest (from disk for a build, over HTTP for another origin). */
  async function manifestOf(d: Draft, origin: string): Promise<unknown | undefined> {
    if (d.dir) {
      const file = path.join(opts.remotesDir, d.dir, 'dist', 'mf-manifest.json');
      const read = readJsonFile(file);
      if (!read.ok) throw new Error(`its manifest ${rel(file)} ${read.reason}`);
      return read.value;
    }
    if (/^https?:\/\//i.test(d.manifest)) return fetchManifest(d.manifest, origin);
    const local = new RegExp(`^${opts.basePath}/remotes/([a-z0-9][a-z0-9-]*)/mf-manifest\\.json$`);
    const m = local.exec(d.manifest);
    if (m) {
      const file = path.join(opts.remotesDir, m[1]!, 'dist', 'mf-manifest.json');
      const read = readJsonFile(file);
      if (!read.ok) throw new Error(`its manifest ${rel(file)} ${read.reason}`);
      return read.value;
    }
    return undefined; // another path of this site: served by something else, not checked here
  }

  async function check(
    d: Draft,
    origin: string,
    provided: Record<string, string>,
    read: Map<
      string,
      { manifest: unknown; pages: Record<string, string[]>; data: Record<string, string[]> }
    >,
  ) {
    if (d.reason || d.source === 'dev') return;
    // A build that takes the federation runtime from the shell runs on the shell's: the same
    // major only (the runtime's API between majors is not the same).
    const federation = d.externalRuntime ? shellFederation() : null;
    if (d.externalRuntime && federation && majorOf(d.externalRuntime) !== majorOf(federation)) {
      d.reason =
        `The ${d.name} remote is built to run on the site's Module Federation runtime ` +
        `${d.externalRuntime}, this site provides ${federation}: rebuild it with this site's ` +
        `@lobby/remote-kit, or with "externalRuntime": false.`;
      return;
    }
    try {
      const manifest = await manifestOf(d, origin);
      if (manifest === undefined) return;
      const served = await servedVersion(d, origin);
      if (served) d.version = served;
      read.set(d.name, { manifest, pages: d.pages ?? {}, data: d.data ?? {} });
      const mismatches = sharedMismatches(requiredSharedOf(manifest), provided);
      if (mismatches.length > 0) d.reason = `${sharedMismatchMessage(d.name, mismatches)}.`;
    } catch (e) {
      d.reason = `The ${d.name} remote is not mounted: ${errorText(e)}.`;
    }
  }

  async function build(
    origin: string,
    admin: unknown[],
    canaries: Map<string, RemoteCanary>,
  ): Promise<RemotesReport> {
    const problems: string[] = [];
    const byName = new Map<string, Draft>();
    for (const dir of remoteDirs()) {
      const d = fromFolder(dir);
      if (d) byName.set(d.name, d);
    }
    if (opts.overrideFile && mtime(opts.overrideFile) >= 0) {
      const read = readJsonFile(opts.overrideFile);
      const json = read.ok ? read.value : null;
      const list = Array.isArray(json) ? json : (json as { remotes?: unknown } | null)?.remotes;
      if (!read.ok)
        problems.push(`LOBBY_REMOTES_FILE ${opts.overrideFile} ${read.reason}; it is ignored.`);
      else if (!Array.isArray(list))
        problems.push(
          `LOBBY_REMOTES_FILE ${opts.overrideFile} is ignored: it must be a list of remotes or { "remotes": [...] }.`,
        );
      else
        list.forEach((raw, i) => {
          const d = fromOverride(raw, i, problems, byName);
          if (d) byName.set(d.name, d);
        });
    }

    admin.forEach((raw, i) => {
      // Remove in Admin › Remotes: the entry is taken off the site until that change is rolled back.
      const removed = raw as { name?: unknown; removed?: unknown } | null;
      if (removed?.removed === true && typeof removed.name === 'string') {
        byName.delete(removed.name);
        return;
      }
      const d = fromOverride(raw, i, problems, byName, 'admin');
      if (d) byName.set(d.name, d);
    });

    const provided = providedShared();
    const drafts = [...byName.values()];
    const read = new Map<
      string,
      { manifest: unknown; pages: Record<string, string[]>; data: Record<string, string[]> }
    >();
    await Promise.all(drafts.map((d) => check(d, origin, provided, read)));
    manifests = read;

    const remotes: RemoteStatus[] = drafts.map((d) => {
      let paths = d.paths;
      if (!d.reason && paths) lastKnownPaths.set(d.name, paths);
      // A remote in error keeps the paths its descriptor last listed, else those its package
      // declares (what the kit writes into the descriptor), so they show its error panel.
      if (!paths || paths.length === 0) {
        const lobby = d.dir ? packageLobby(d.dir) : null;
        paths =
          lastKnownPaths.get(d.name) ??
          (isStringList(lobby?.paths) && lobby.paths.length > 0 ? lobby.paths : []);
      }
      const status: RemoteStatus = {
        name: d.name,
        version: d.version,
        manifest: d.manifest,
        paths,
        nav: d.nav,
        ...(d.admin ? { admin: true } : {}),
        state: d.reason ? 'error' : 'ok',
        source: d.source,
      };
      if (d.reason) status.reason = d.reason;
      const canary = canaries.get(d.name);
      if (canary) status.canary = canary;
      return status;
    });

    for (const message of [...problems, ...remotes.flatMap((r) => r.reason ?? [])]) {
      if (logged.has(message)) continue;
      logged.add(message);
      opts.log?.warn(`[remotes] ${message}`);
    }
    return { remotes, problems };
  }

  function cacheKey(origin: string): string {
    const files = remoteDirs().flatMap((dir) => [
      path.join(opts.remotesDir, dir, 'package.json'),
      path.join(opts.remotesDir, dir, 'dist', 'lobby-remote.json'),
      path.join(opts.remotesDir, dir, 'dist', 'mf-manifest.json'),
    ]);
    if (opts.overrideFile) files.push(opts.overrideFile);
    if (opts.shellDist) files.push(path.join(opts.shellDist, 'mf-manifest.json'));
    // Remote manifests on other origins are fetched again once their check has expired.
    const epoch = Math.floor(Date.now() / ttl);
    return [origin, epoch, ...files.map((f) => `${f}:${stamp(f)}`)].join('|');
  }

  /** GET /api/remotes: every remote with its state and reason, and the registry's problems. */
  async function report(origin: string): Promise<RemotesReport> {
    const admin = opts.adminOverrides ? await opts.adminOverrides() : { key: '', entries: [] };
    const key = `${cacheKey(origin)}|admin:${admin.key}`;
    if (!cache || cache.key !== key)
      cache = { key, value: build(origin, admin.entries, admin.canaries ?? new Map()) };
    return cache.value;
  }

  let lastRecheck = 0;

  return {
    report,
    /**
     * Forgets every check so the next report checks each remote again at once (Retry, "Check now").
     * At most one forced re-check per `minRecheckMs`: a visitor's Retry cannot make the server
     * fetch other origins in a loop. True when the checks were forgotten.
     */
    recheck(minRecheckMs = 2_000): boolean {
      const now = Date.now();
      if (now - lastRecheck < minRecheckMs) return false;
      lastRecheck = now;
      remoteChecks.clear();
      cache = null;
      return true;
    },
    /** Drops the built report (not the remotes' checks): an admin entry or a canary changed. */
    forget(): void {
      cache = null;
    },
    /** The shared versions this site's shell provides (to check a replacement before using it). */
    providedShared,
    /**
     * What a page at `pathname` (under the base path) should preload: the manifest, remote entry
     * and `./routes` chunks of the remote that owns the path; nothing when none does.
     */
    async pagePreloads(origin: string, pathname: string): Promise<PreloadLink[]> {
      const { remotes } = await report(origin);
      const route = routeForPath(remotes, pathname);
      if (!route) return [];
      const known = manifests.get(route.remote.name);
      return [
        ...remotePreloads(route.remote.manifest, known?.manifest, known?.pages[route.pattern]),
        ...(known ? dataPreloads(opts.basePath, known.data[route.pattern]) : []),
      ];
    },
    /**
     * /remotes.json: what the shell needs to route to and load each remote. `cohort` (0–99, the
     * visitor's sticky draw) picks the side of a canary release: below its percent, the canary.
     * A function is asked only while a canary is open, so no visitor is given a cohort (a cookie)
     * when there is nothing to choose between.
     */
    async get(origin: string, cohortOf?: number | (() => number)): Promise<RemoteRegistry> {
      const { remotes } = await report(origin);
      const cohort =
        typeof cohortOf === 'function'
          ? remotes.some((r) => r.canary)
            ? cohortOf()
            : undefined
          : cohortOf;
      return {
        remotes: remotes.map((r): RemoteRegistryEntry => {
          const side =
            r.canary && cohort !== undefined && cohort < r.canary.percent && r.state === 'ok'
              ? r.canary
              : r;
          const entry: RemoteRegistryEntry = {
            name: r.name,
            manifest: side.manifest,
            version: side.version,
            paths: side.paths,
            state: r.state,
          };
          if (side.nav.length > 0) entry.nav = side.nav;
          if (side.admin) entry.admin = true;
          if (r.reason) entry.error = r.reason;
          if (r.canary) entry.canary = true;
          return entry;
        }),
      };
    },
  };
}
