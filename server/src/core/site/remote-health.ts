import path from 'node:path';
import {
  isPackageName,
  requiredSharedOf,
  sharedMismatches,
  sharedMismatchMessage,
} from '@lobby/shared-api/contract';
import { guardedFetch } from '../http/outbound-guard';
import type { FetchLike } from '../http/outbound-guard';
import { allowText, fetchJsonAsSite } from './cross-origin';
import type { Draft } from './remote-descriptor';
import { errorText, readJsonFile, relativeTo } from './remote-descriptor';
import type { ShellRuntime, TakenRuntime } from './remote-runtime';
import { runtimeMismatch, shellRuntimeOf, takenRuntimeOf } from './remote-runtime';

/** What the site's shell build provides to remotes: shared versions and runtime. */
export interface ShellBuild {
  provided: Record<string, string>;
  runtime: ShellRuntime | null;
}

/** What a healthy remote's check read: its manifest and its descriptor's pages and data reads. */
export interface CheckedRemote {
  manifest: unknown;
  pages: Record<string, string[]>;
  data: Record<string, string[]>;
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
 * Checks each remote before it is served: its manifest present (on disk, or fetched as the
 * site's pages would, CORS included, for another origin), its shared singletons in versions this
 * site provides, and its federation runtime the shell's major when it takes the shell's. The
 * outcome of fetching another origin is reused for `ttlMs`, until `forget()`.
 */
export function createHealthChecks(opts: {
  remotesDir: string;
  basePath: string;
  /** The shell's build: its mf-manifest.json says which shared versions this site provides. */
  shellDist?: string;
  fetch?: FetchLike;
  ttlMs: number;
}) {
  const doFetch = opts.fetch ?? guardedFetch;
  const rel = relativeTo(opts.remotesDir);
  const remoteChecks = new Map<string, { at: number; value: Promise<unknown> }>();

  /**
   * What the shell's build provides to remotes, read once per registry build: the shared versions
   * of its manifest, and the runtime its statement says (lobby-shell.json; else its manifest's
   * Module Federation version, for a shell built before it stated its level).
   */
  function shellBuild(): ShellBuild {
    if (!opts.shellDist) return { provided: {}, runtime: null };
    const manifest = readJsonFile(path.join(opts.shellDist, 'mf-manifest.json'));
    const value = manifest.ok ? manifest.value : null;
    const federation = (value as { metaData?: { pluginVersion?: unknown } } | null)?.metaData
      ?.pluginVersion;
    const statement = readJsonFile(path.join(opts.shellDist, 'lobby-shell.json'));
    return {
      provided: providedSharedOf(value),
      runtime: shellRuntimeOf(
        statement.ok ? statement.value : null,
        typeof federation === 'string' ? federation : null,
      ),
    };
  }

  /** The manifest of a remote on another origin, fetched as the site's pages would (CORS). */
  function fetchManifest(url: string, origin: string): Promise<unknown> {
    const key = `${origin} ${url}`;
    const hit = remoteChecks.get(key);
    if (hit && Date.now() - hit.at < opts.ttlMs) return hit.value;
    const value = (async () => {
      const got = await fetchJsonAsSite(url, origin, doFetch);
      if (got.ok) return got.value;
      const p = got.problem;
      throw new Error(
        p.kind === 'unreachable'
          ? `its manifest ${url} could not be fetched (${p.detail})`
          : p.kind === 'status'
            ? `its manifest ${url} answered HTTP ${p.status}`
            : p.kind === 'cors'
              ? `its manifest ${url} cannot be fetched by this site: the answer has ${allowText(p.allow)} for the site's origin ${origin}`
              : `its manifest ${url} is not valid JSON (${p.detail})`,
      );
    })();
    remoteChecks.set(key, { at: Date.now(), value });
    value.catch(() => {});
    return value;
  }

  /**
   * The descriptor served beside a manifest on another origin (lobby-remote.json), read at each
   * check: a new build served at the same URL shows its own version and runtime, not the ones the
   * entry was saved with. Null when it has none (an entry without a descriptor keeps its own).
   */
  async function servedDescriptor(
    manifest: string,
    origin: string,
  ): Promise<{ version: string | null; runtime: TakenRuntime | null } | null> {
    if (!/^https?:\/\//i.test(manifest)) return null;
    const url = new URL('lobby-remote.json', manifest).href;
    try {
      const json = (await fetchManifest(url, origin)) as { version?: unknown } | null;
      return {
        version: typeof json?.version === 'string' && json.version ? json.version : null,
        runtime: takenRuntimeOf(json),
      };
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

  /**
   * Checks one remote: a failed check sets its `reason`, a served descriptor its `version`. What
   * the check read when the remote answered, for the page's preloads; null when nothing was read.
   */
  async function check(d: Draft, origin: string, shell: ShellBuild): Promise<CheckedRemote | null> {
    if (d.reason || d.source === 'dev') return null;
    // A build that takes its runtime from the shell runs only on a shell that provides it.
    const early = runtimeMismatch(d.name, d.runtime ?? null, shell.runtime);
    if (early) {
      d.reason = early;
      return null;
    }
    try {
      const manifest = await manifestOf(d, origin);
      if (manifest === undefined) return null;
      const served = await servedDescriptor(d.manifest, origin);
      if (served?.version) d.version = served.version;
      if (served?.runtime) {
        d.runtime = served.runtime;
        const mismatch = runtimeMismatch(d.name, d.runtime, shell.runtime);
        if (mismatch) {
          d.reason = mismatch;
          return null;
        }
      }
      const mismatches = sharedMismatches(requiredSharedOf(manifest), shell.provided);
      if (mismatches.length > 0) d.reason = `${sharedMismatchMessage(d.name, mismatches)}.`;
      return { manifest, pages: d.pages ?? {}, data: d.data ?? {} };
    } catch (e) {
      d.reason = `The ${d.name} remote is not mounted: ${errorText(e)}.`;
      return null;
    }
  }

  return {
    check,
    shellBuild,
    /** Forgets every fetched outcome: the next check fetches each remote again. */
    forget: () => remoteChecks.clear(),
  };
}
