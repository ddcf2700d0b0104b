import fs from 'node:fs';
import path from 'node:path';
import type { RemoteNavEntry, RemoteStatus } from '@lobby/shared-api/contract';
import { NAV_ICON_NAME } from '@lobby/shared-api/contract';
import { dataOf, pagesOf } from './page-assets';
import type { TakenRuntime } from './remote-runtime';
import { takenRuntimeOf } from './remote-runtime';

/** A remote as its descriptor or entry says it is, before its health check. */
export interface Draft {
  name: string;
  manifest: string;
  version: string;
  paths: string[] | null;
  nav: RemoteNavEntry[];
  /** The remote exposes './admin' (its descriptor or entry says `admin: true`). */
  admin: boolean;
  /**
   * What the build takes from the shell (its descriptor's `runtime: { external: true, federation,
   * platform }`); undefined when it carries its own runtime.
   */
  runtime?: TakenRuntime;
  /** The chunks each of its pages loads (its descriptor's `pages`), to preload with the page. */
  pages?: Record<string, string[]>;
  /** The API reads each of its pages makes as it opens (its descriptor's `data`). */
  data?: Record<string, string[]>;
  source: RemoteStatus['source'];
  reason: string | null;
  /** The built remote's folder (remotes/<dir>), to read its manifest from disk. */
  dir?: string;
}

export function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** A file's modification time and size: a rewrite within the same millisecond still shows. */
export function stamp(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return '-';
  }
}

export const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

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

export function readJsonFile(
  file: string,
): { ok: true; value: unknown } | { ok: false; reason: string } {
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

/** A file's path as the messages name it: from the repository's root (remotes/<name>/…). */
export const relativeTo = (remotesDir: string) => (file: string) =>
  path.relative(path.dirname(remotesDir), file);

function fromOverride(
  raw: unknown,
  index: number,
  problems: string[],
  known: Map<string, Draft>,
  source: 'override' | 'admin',
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

/**
 * Reads what each remote says about itself: each built remote's descriptor
 * (remotes/<name>/dist/lobby-remote.json), or in dev mode its package.json `lobby` field pointing
 * at its dev server; then the override file's entries and the admins' entries, which replace or
 * add remotes by name. A descriptor that is missing or unreadable gives a draft with its reason.
 */
export function createDescriptorReader(opts: {
  remotesDir: string;
  basePath: string;
  /** Remotes served by their dev servers: 'all' or the named ones. */
  dev: 'all' | string[];
  overrideFile: string | null;
}) {
  const isDev = (name: string) => opts.dev === 'all' || opts.dev.includes(name);
  const rel = relativeTo(opts.remotesDir);

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

  /** The paths a remote's package.json declares: what the kit writes into its descriptor. */
  function declaredPaths(dir: string): string[] {
    const read = readJsonFile(path.join(opts.remotesDir, dir, 'package.json'));
    const lobby = read.ok ? (read.value as { lobby?: { paths?: unknown } } | null)?.lobby : null;
    return isStringList(lobby?.paths) ? lobby.paths : [];
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
    const runtime = takenRuntimeOf(json);
    if (runtime) draft.runtime = runtime;
    if (isStringList(json.paths) && json.paths.length > 0) draft.paths = json.paths;
    else draft.reason = `The ${draft.name} remote's descriptor ${rel(file)} lists no paths.`;
    return draft;
  }

  /** Every remote's draft, by name in order, and what could not be tied to a remote. */
  function read(admin: unknown[]): { drafts: Draft[]; problems: string[] } {
    const problems: string[] = [];
    const byName = new Map<string, Draft>();
    for (const dir of remoteDirs()) {
      const d = fromFolder(dir);
      if (d) byName.set(d.name, d);
    }
    if (opts.overrideFile && mtime(opts.overrideFile) >= 0) {
      const file = readJsonFile(opts.overrideFile);
      const json = file.ok ? file.value : null;
      const list = Array.isArray(json) ? json : (json as { remotes?: unknown } | null)?.remotes;
      if (!file.ok)
        problems.push(`LOBBY_REMOTES_FILE ${opts.overrideFile} ${file.reason}; it is ignored.`);
      else if (!Array.isArray(list))
        problems.push(
          `LOBBY_REMOTES_FILE ${opts.overrideFile} is ignored: it must be a list of remotes or { "remotes": [...] }.`,
        );
      else
        list.forEach((raw, i) => {
          const d = fromOverride(raw, i, problems, byName, 'override');
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
    return { drafts: [...byName.values()], problems };
  }

  /** The files whose change changes what the drafts say (or what their checks find on disk). */
  function files(): string[] {
    const list = remoteDirs().flatMap((dir) => [
      path.join(opts.remotesDir, dir, 'package.json'),
      path.join(opts.remotesDir, dir, 'dist', 'lobby-remote.json'),
      path.join(opts.remotesDir, dir, 'dist', 'mf-manifest.json'),
    ]);
    if (opts.overrideFile) list.push(opts.overrideFile);
    return list;
  }

  return { read, files, declaredPaths };
}
