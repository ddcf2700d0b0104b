import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@lobby/shared-api';

/** A remote as the Module Federation runtime knows it: its container name and manifest URL. */
export interface RuntimeRemote {
  name: string;
  entry: string;
}

/** The two runtime calls the shell needs; the default is Module Federation's, tests pass fakes. */
export interface RemoteRuntime {
  register(remotes: RuntimeRemote[], options?: { force?: boolean }): void;
  loadRoutes(name: string): Promise<RemoteRoutesModule | null | undefined>;
}

export const moduleFederationRuntime: RemoteRuntime = {
  register: (remotes, options) => registerRemotes(remotes, options),
  loadRoutes: (name) => loadRemote<RemoteRoutesModule>(`${name}/routes`),
};

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
  /** Registers the registry's remotes with the runtime (manifest URLs made absolute). */
  register(entries: RemoteRegistryEntry[]): void;
  /** The remote's routes module; the same promise until `retry(name)`. */
  load(name: string): Promise<RemoteRoutesModule>;
  /** Forgets the cached load and re-registers the remote, so the next `load` fetches it again. */
  retry(name: string): void;
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

export function createRemoteLoader(
  runtime: RemoteRuntime = moduleFederationRuntime,
  getBasePath: () => string = () => '',
): RemoteLoader {
  const entries = new Map<string, RuntimeRemote>();
  const cache = new Map<string, Promise<RemoteRoutesModule>>();

  const fetchRoutes = async (name: string): Promise<RemoteRoutesModule> => {
    const mod = await runtime.loadRoutes(name);
    const routes = mod?.routes ?? mod?.default;
    if (!mod || !Array.isArray(routes))
      throw new Error(`Remote "${name}" did not expose its routes`);
    return { ...mod, routes };
  };

  return {
    register(list) {
      const remotes = list.map((e) => ({
        name: e.name,
        entry: resolveManifestUrl(e.manifest, getBasePath()),
      }));
      for (const r of remotes) {
        entries.set(r.name, r);
        cache.delete(r.name);
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
    retry(name) {
      cache.delete(name);
      const entry = entries.get(name);
      if (entry) runtime.register([{ ...entry }], { force: true });
    },
  };
}
