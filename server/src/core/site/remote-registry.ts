import path from 'node:path';
import type {
  RemoteCanary,
  RemoteRegistry,
  RemotesReport,
  RemoteStatus,
} from '@lobby/shared-api/contract';
import type { FetchLike } from '../http/outbound-guard';
import type { PreloadLink } from './page-assets';
import { dataPreloads, remotePreloads, routeForPath } from './page-assets';
import { checkCanary, registryEntryFor } from './remote-canary';
import { createDescriptorReader, stamp } from './remote-descriptor';
import type { CheckedRemote } from './remote-health';
import { createHealthChecks } from './remote-health';

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

/**
 * Builds /remotes.json and GET /api/remotes from what each remote says about itself
 * (remote-descriptor.ts), checked before it is served (remote-health.ts): a remote failing a
 * check is kept with state 'error' and the reason, on its last known paths, so the shell shows
 * the area's error panel there. Under a canary release each visitor's cohort picks the side.
 */
export function createRemoteRegistry(opts: RegistryOptions) {
  // How long a remote on another origin is trusted between checks (README: "Remotes' health").
  const ttl = opts.remoteCheckTtlMs ?? 15_000;
  const descriptors = createDescriptorReader(opts);
  const health = createHealthChecks({ ...opts, ttlMs: ttl });
  let cache: { key: string; value: Promise<RemotesReport> } | null = null;
  /** Paths each remote last had while healthy, kept for when its descriptor goes missing. */
  const lastKnownPaths = new Map<string, string[]>();
  const logged = new Set<string>();
  /** The manifests read by the last checks and the descriptors' pages, by remote name. */
  let manifests = new Map<string, CheckedRemote>();

  async function build(
    origin: string,
    admin: unknown[],
    canaries: Map<string, RemoteCanary>,
  ): Promise<RemotesReport> {
    const { drafts, problems } = descriptors.read(admin);
    const shell = health.shellBuild();
    const read = new Map<string, CheckedRemote>();
    const checkedCanaries = new Map<string, RemoteCanary>();
    await Promise.all(
      drafts.map(async (d) => {
        const checked = await health.check(d, origin, shell);
        if (checked) read.set(d.name, checked);
        const canary = canaries.get(d.name);
        if (canary)
          checkedCanaries.set(d.name, await checkCanary(health, d, canary, origin, shell));
      }),
    );
    manifests = read;

    const remotes: RemoteStatus[] = drafts.map((d) => {
      let paths = d.paths;
      if (!d.reason && paths) lastKnownPaths.set(d.name, paths);
      // A remote in error keeps the paths its descriptor last listed, else those its package
      // declares (what the kit writes into the descriptor), so they show its error panel.
      if (!paths || paths.length === 0)
        paths = lastKnownPaths.get(d.name) ?? (d.dir ? descriptors.declaredPaths(d.dir) : []);
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
      const canary = checkedCanaries.get(d.name);
      if (canary) status.canary = canary;
      return status;
    });

    const reasons = remotes.flatMap((r) => [r.reason ?? [], r.canary?.reason ?? []].flat());
    for (const message of [...problems, ...reasons]) {
      if (logged.has(message)) continue;
      logged.add(message);
      opts.log?.warn(`[remotes] ${message}`);
    }
    return { remotes, problems };
  }

  function cacheKey(origin: string): string {
    const files = descriptors.files();
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
      health.forget();
      cache = null;
      return true;
    },
    /** Drops the built report (not the remotes' checks): an admin entry or a canary changed. */
    forget(): void {
      cache = null;
    },
    /** What this site's shell provides (to check a replacement before using it). */
    shellBuild: health.shellBuild,
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
      return { remotes: remotes.map((r) => registryEntryFor(r, cohort)) };
    },
  };
}
