import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type {
  RemoteAdminModule,
  RemoteNavEntry,
  RemoteRegistryEntry,
  RemoteRoutesModule,
} from '@lobby/shared-api';
import { requiredSharedOf, sharedMismatches, sharedMismatchMessage } from '@lobby/shared-api';
import type { FailureReporter } from './failure-report';
import { normalizeRoutePath } from './route-path';

/** The shared singletons' versions this shell was built with (set by packages/remote-kit). */
declare const __LOBBY_SHARED_VERSIONS__: Record<string, string> | undefined;

/** A remote as the Module Federation runtime knows it: its container name and manifest URL. */
export interface RuntimeRemote {
  name: string;
  entry: string;
}

/** The runtime calls the shell needs; the default is Module Federation's, tests pass fakes. */
export interface RemoteRuntime {
  register(remotes: RuntimeRemote[], options?: { force?: boolean }): void;
  loadRoutes(name: string): Promise<RemoteRoutesModule | null | undefined>;
  /** The remote's `./admin` module (only for remotes whose registry entry says `admin: true`). */
  loadAdmin(name: string): Promise<unknown>;
  /** The remote's mf-manifest.json, read before mounting it to check its shared versions. */
  manifest?(remote: RuntimeRemote): Promise<unknown>;
  /** The versions of the shared singletons this page provides: `{ react: '19.2.0', … }`. */
  providedShared?(): Record<string, string>;
}

/**
 * The file a manifest says its remote's entry is (`metaData.remoteEntry`), resolved as the
 * federation runtime resolves it: next to the manifest (publicPath 'auto') or under the absolute
 * publicPath it gives.
 */
export function remoteEntryUrl(manifestUrl: string, manifest: unknown): string {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const entry = meta?.remoteEntry as { name?: unknown; path?: unknown } | undefined;
  if (typeof entry?.name !== 'string' || !entry.name)
    throw new Error(`${manifestUrl} names no remote entry`);
  const dir = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  const publicPath = meta?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath.endsWith('/') ? publicPath : `${publicPath}/`, manifestUrl).href
      : manifestUrl;
  return new URL(dir ? `${dir}/${entry.name}` : entry.name, base).href;
}

/**
 * The manifests the shell has read (to check a remote's shared versions), by URL. The runtime is
 * given each remote's entry file, found in its manifest, not the manifest: it then needs none of
 * its manifest and snapshot code (built without it, ~1.2 KiB brotli less on every page).
 */
const manifests = new Map<string, Promise<unknown>>();
/** Remotes the shell knows, by name: their manifest URL, and whether the runtime has them yet. */
const known = new Map<string, { manifest: string; registered: boolean }>();

function readManifest(url: string): Promise<unknown> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = (async () => {
      // As the page's <link rel="preload" as="fetch" crossorigin> requests it (CORS, same-origin
      // credentials), so the preloaded answer is the one used: no cookie goes to another origin.
      const res = await fetch(url, { mode: 'cors', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
      return (await res.json()) as unknown;
    })();
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url));
  }
  return manifest;
}

/** Registers the remote with the runtime by its entry file, once per registration of the shell. */
async function ensureRegistered(name: string): Promise<void> {
  const remote = known.get(name);
  if (!remote || remote.registered) return;
  const entry = remoteEntryUrl(remote.manifest, await readManifest(remote.manifest));
  // force: a remote registered again (Retry, a fresh registry) is fetched again.
  registerRemotes([{ name, entry }], { force: true });
  remote.registered = true;
}

export const moduleFederationRuntime: RemoteRuntime = {
  register: (remotes) => {
    for (const { name, entry } of remotes) {
      manifests.delete(entry);
      known.set(name, { manifest: entry, registered: false });
    }
  },
  loadRoutes: async (name) => {
    await ensureRegistered(name);
    return loadRemote<RemoteRoutesModule>(`${name}/routes`);
  },
  loadAdmin: async (name) => {
    await ensureRegistered(name);
    return loadRemote<unknown>(`${name}/admin`);
  },
  manifest: ({ entry }) => readManifest(entry),
  providedShared: () =>
    typeof __LOBBY_SHARED_VERSIONS__ === 'undefined' ? {} : __LOBBY_SHARED_VERSIONS__,
};

/**
 * A remote the shell will not mount: the registry reports it in error (no descriptor, a broken
 * one, a manifest the site may not fetch…) or it was built against shared versions this page
 * does not provide. Its message names the remote and the reason.
 */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteRefusedError';
  }
}

export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; error: unknown };

const settledStates = new WeakMap<Promise<unknown>, Settled<unknown>>();

/** Tracks a promise's outcome so a render can read it synchronously once it has settled. */
function track<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => settledStates.set(promise, { status: 'fulfilled', value }),
    (error: unknown) => settledStates.set(promise, { status: 'rejected', error }),
  );
  return promise;
}

/** The outcome of a promise returned by `RemoteLoader.load`, or undefined while it is pending. */
export function settledState<T>(promise: Promise<T>): Settled<T> | undefined {
  return settledStates.get(promise) as Settled<T> | undefined;
}

/** Loads each remote's `./routes` once and retries a remote on demand. */
export interface RemoteLoader {
  /**
   * Registers the registry's remotes with the runtime (manifest URLs made absolute); remotes the
   * registry reports in error are remembered but never registered. `refresh` fetches the registry
   * again: Retry on a refused remote asks it whether the remote was fixed.
   */
  register(
    entries: RemoteRegistryEntry[],
    options?: { refresh?: () => Promise<RemoteRegistryEntry[]> },
  ): void;
  /** The remote's routes module; the same promise until `retry(name)`. */
  load(name: string): Promise<RemoteRoutesModule>;
  /** Forgets the cached load and re-registers the remote, so the next `load` fetches it again. */
  retry(name: string): void;
  /** The remote's admin module (`./admin`); the same promise until `retryAdmin(name)`. */
  loadAdmin(name: string): Promise<RemoteAdminModule>;
  /** Forgets the cached admin load and re-registers the remote. */
  retryAdmin(name: string): void;
  /** Sidebar entries the registered remotes ask for (each one of its own paths, no parameters). */
  nav(): RemoteNavEntry[];
  /**
   * Every route pattern a registered remote owns (one in error too: it shows its panel there);
   * null before a registry was registered.
   */
  paths(): string[] | null;
  /** The version and absolute manifest URL the registry gave for the remote. */
  info(name: string): { version: string; manifest: string } | undefined;
  /**
   * Reports that the remote's page threw while rendering (its error boundary caught `error`);
   * a failure of the load itself was already reported by the loader and is not counted twice.
   */
  reportRenderFailure(name: string, error: unknown): void;
}

/** Reads a `./admin` module: `{ routes, nav }` as named exports, or the same as its default. */
export function toAdminModule(name: string, mod: unknown): RemoteAdminModule {
  const m = mod as { routes?: unknown; nav?: unknown; default?: unknown; admin?: unknown } | null;
  const candidates = [m, m?.admin, m?.default] as (typeof m)[];
  for (const c of candidates) {
    if (c && Array.isArray(c.routes)) {
      const routes = (c.routes as RemoteAdminModule['routes']).filter(
        (r) => r && typeof r.path === 'string' && typeof r.Component !== 'undefined',
      );
      const nav = Array.isArray(c.nav)
        ? (c.nav as RemoteAdminModule['nav']).filter(
            (n) => n && typeof n.path === 'string' && typeof n.label === 'string',
          )
        : [];
      return { routes, nav };
    }
  }
  throw new Error(`Remote "${name}" did not expose its admin screens`);
}

/** Makes a manifest URL absolute: relative URLs are resolved against origin + base path. */
export function resolveManifestUrl(
  manifest: string,
  basePath: string,
  origin: string = window.location.origin,
): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(manifest)) return manifest;
  if (manifest.startsWith('//')) return `${window.location.protocol}${manifest}`;
  const base = basePath.replace(/\/+$/, '');
  const path = manifest.replace(/^\.?\/+/, '/');
  const withBase =
    base && (path === base || path.startsWith(`${base}/`))
      ? path
      : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  return `${origin}${withBase}`;
}

/**
 * Uses up the page's `<link rel="preload" as="script">` of the files under `baseUrl` (a remote's
 * folder) by loading each one as a script, then removes the links. A browser hands a preload's
 * outcome to the first script that asks for the same URL — a failed one too: after a remote
 * failed to load (a network blip while the page came in), its next attempt would fail again
 * without a request. Each file loads at most once more: one that arrived runs (a remote entry
 * defines its container, a chunk queues itself for its remote's runtime, both as they would).
 */
export function consumePreloads(baseUrl: string, timeoutMs = 10_000): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
  ].filter((l) => l.href.startsWith(baseUrl));
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.remove();
          const script = document.createElement('script');
          const done = () => {
            clearTimeout(timer);
            script.remove();
            resolve();
          };
          const timer = setTimeout(done, timeoutMs);
          script.onload = done;
          script.onerror = done;
          script.src = link.href;
          document.head.appendChild(script);
        }),
    ),
  ).then(() => undefined);
}

/** The folder of a manifest URL: where its remote's files are. */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

export function createRemoteLoader(
  runtime: RemoteRuntime = moduleFederationRuntime,
  getBasePath: () => string = () => '',
  report?: FailureReporter,
): RemoteLoader {
  const entries = new Map<string, RuntimeRemote>();
  const infos = new Map<string, { version: string; manifest: string }>();
  /** Remotes the registry reports in error, with the reason. */
  const refused = new Map<string, string>();
  const navs = new Map<string, RemoteNavEntry[]>();
  const owned = new Map<string, string[]>();
  let registered = false;
  /** Remotes under a canary release: each load of theirs is reported, mounted or failed. */
  const sampled = new Set<string>();
  const cache = new Map<string, Promise<RemoteRoutesModule>>();
  const adminCache = new Map<string, Promise<RemoteAdminModule>>();
  /** Remotes to look up in a fresh registry before the next load (after Retry). */
  const stale = new Set<string>();
  let refresh: (() => Promise<RemoteRegistryEntry[]>) | undefined;
  /** Errors already reported as load failures (they reach the error boundary too). */
  const reported = new WeakSet<object>();
  const reportLoad = (name: string, error: unknown) => {
    if (error && typeof error === 'object') reported.add(error);
    // The registry's own refusal is known to the server already: only what the browser saw.
    if (refused.has(name)) return;
    const version = infos.get(name)?.version;
    if (report && version) report({ remote: name, version, kind: 'load' });
  };

  const toRuntime = (e: RemoteRegistryEntry): RuntimeRemote => ({
    name: e.name,
    entry: resolveManifestUrl(e.manifest, getBasePath()),
  });

  /** Takes in one registry entry; true when it is usable (state 'ok' or not given). */
  const accept = (e: RemoteRegistryEntry): boolean => {
    infos.set(e.name, { version: e.version, manifest: toRuntime(e).entry });
    if (e.canary === true) sampled.add(e.name);
    else sampled.delete(e.name);
    owned.set(e.name, e.paths.map(normalizeRoutePath));
    const own = new Set(e.paths.map(normalizeRoutePath));
    navs.set(
      e.name,
      (Array.isArray(e.nav) ? e.nav : []).filter(
        (n) =>
          n &&
          typeof n.label === 'string' &&
          typeof n.path === 'string' &&
          !n.path.includes(':') &&
          own.has(normalizeRoutePath(n.path)),
      ),
    );
    if (e.state === 'error') {
      refused.set(e.name, e.error || `The ${e.name} remote is reported in error by the registry`);
      entries.delete(e.name);
      return false;
    }
    refused.delete(e.name);
    entries.set(e.name, toRuntime(e));
    return true;
  };

  /** The remote's manifest asks for shared versions this page provides, or it is refused. */
  const checkShared = async (remote: RuntimeRemote) => {
    if (!runtime.manifest || !runtime.providedShared) return;
    const provided = runtime.providedShared();
    if (Object.keys(provided).length === 0) return;
    const manifest = await runtime.manifest(remote);
    const mismatches = sharedMismatches(requiredSharedOf(manifest), provided);
    if (mismatches.length > 0)
      throw new RemoteRefusedError(remote.name, sharedMismatchMessage(remote.name, mismatches));
  };

  /** Remotes whose load failed once: their page preloads are used up before the next attempt. */
  const failed = new Set<string>();
  const afterFailure = async (name: string) => {
    const remote = entries.get(name);
    if (failed.delete(name) && remote) await consumePreloads(folderOf(remote.entry));
  };

  const fetchRoutes = async (name: string): Promise<RemoteRoutesModule> => {
    try {
      const mod = await attemptRoutes(name);
      const version = infos.get(name)?.version;
      if (report && version && sampled.has(name))
        report({ remote: name, version, kind: 'mounted' });
      return mod;
    } catch (error) {
      // A refusal fetched nothing of the remote's code: nothing to use up.
      if (!(error instanceof RemoteRefusedError)) failed.add(name);
      reportLoad(name, error);
      throw error;
    }
  };

  const attemptRoutes = async (name: string): Promise<RemoteRoutesModule> => {
    if (failed.has(name)) await afterFailure(name);
    if (stale.delete(name) && refresh) {
      const fresh = (await refresh()).find((e) => e.name === name);
      if (fresh && accept(fresh)) runtime.register([toRuntime(fresh)], { force: true });
    }
    const reason = refused.get(name);
    if (reason) throw new RemoteRefusedError(name, reason);
    const remote = entries.get(name);
    if (remote && runtime.manifest && runtime.providedShared) await checkShared(remote);
    const mod = await runtime.loadRoutes(name);
    const routes = mod?.routes ?? mod?.default;
    if (!mod || !Array.isArray(routes))
      throw new Error(`Remote "${name}" did not expose its routes`);
    return { ...mod, routes };
  };

  return {
    register(list, options) {
      registered = true;
      if (options?.refresh) refresh = options.refresh;
      const remotes = list.filter(accept).map(toRuntime);
      for (const e of list) {
        cache.delete(e.name);
        adminCache.delete(e.name);
      }
      // force: a registry fetched again (after a failure) may point a known remote elsewhere.
      runtime.register(remotes, { force: true });
    },
    load(name) {
      let promise = cache.get(name);
      if (!promise) {
        promise = track(fetchRoutes(name));
        cache.set(name, promise);
      }
      return promise;
    },
    nav() {
      return [...navs.values()].flat();
    },
    paths() {
      return registered ? [...owned.values()].flat() : null;
    },
    info(name) {
      return infos.get(name);
    },
    reportRenderFailure(name, error) {
      if (error && typeof error === 'object' && reported.has(error)) return;
      const version = infos.get(name)?.version;
      if (report && version) report({ remote: name, version, kind: 'render' });
    },
    retry(name) {
      cache.delete(name);
      if (refresh) {
        stale.add(name);
        return;
      }
      const entry = entries.get(name);
      if (entry) runtime.register([{ ...entry }], { force: true });
    },
    loadAdmin(name) {
      let promise = adminCache.get(name);
      if (!promise) {
        promise = track(
          (async () => {
            const reason = refused.get(name);
            if (reason) throw new RemoteRefusedError(name, reason);
            if (failed.has(name)) await afterFailure(name);
            const remote = entries.get(name);
            try {
              if (remote) await checkShared(remote);
              return toAdminModule(name, await runtime.loadAdmin(name));
            } catch (error) {
              if (!(error instanceof RemoteRefusedError)) failed.add(name);
              reportLoad(name, error);
              throw error;
            }
          })(),
        );
        adminCache.set(name, promise);
      }
      return promise;
    },
    retryAdmin(name) {
      adminCache.delete(name);
      const entry = entries.get(name);
      if (entry) runtime.register([{ ...entry }], { force: true });
    },
  };
}
