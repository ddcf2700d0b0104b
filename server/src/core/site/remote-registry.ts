import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRegistry, RemoteRegistryEntry } from '@lobby/shared-api/contract';

export interface RegistryOptions {
  remotesDir: string;
  basePath: string;
  /** Remotes served by their dev servers: 'all' or the named ones. */
  dev: 'all' | string[];
  overrideFile: string | null;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Validates one registry entry from a descriptor or the override file. */
function toEntry(v: unknown): RemoteRegistryEntry | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (typeof o.name !== 'string' || !o.name || typeof o.manifest !== 'string' || !o.manifest)
    return null;
  return {
    name: o.name,
    manifest: o.manifest,
    version: typeof o.version === 'string' ? o.version : '0.0.0',
    paths: isStringList(o.paths) ? o.paths : [],
  };
}

/**
 * Builds /remotes.json: each built remote's descriptor (remotes/<name>/dist/lobby-remote.json),
 * or in dev mode each remote's package.json `lobby` field pointing at its dev server; then the
 * override file (LOBBY_REMOTES_FILE) replaces or adds entries by name. Cached until a file
 * involved changes (mtime).
 */
export function createRemoteRegistry(opts: RegistryOptions) {
  let cache: { key: string; value: RemoteRegistry } | null = null;

  const isDev = (name: string) => opts.dev === 'all' || opts.dev.includes(name);

  function sources(): { name: string; dev: boolean; file: string }[] {
    let names: string[] = [];
    try {
      names = fs
        .readdirSync(opts.remotesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort();
    } catch {
      names = [];
    }
    return names.map((name) => ({
      name,
      dev: isDev(name),
      file: isDev(name)
        ? path.join(opts.remotesDir, name, 'package.json')
        : path.join(opts.remotesDir, name, 'dist', 'lobby-remote.json'),
    }));
  }

  function build(files: { name: string; dev: boolean; file: string }[]): RemoteRegistry {
    const byName = new Map<string, RemoteRegistryEntry>();
    for (const { name: dir, dev, file } of files) {
      if (mtime(file) < 0) continue;
      try {
        const json = readJson(file) as Record<string, unknown>;
        if (dev) {
          const lobby = json.lobby as Record<string, unknown> | undefined;
          if (!lobby || typeof lobby.devPort !== 'number') continue;
          const name = typeof lobby.name === 'string' ? lobby.name : dir;
          byName.set(name, {
            name,
            manifest: `http://127.0.0.1:${lobby.devPort}/mf-manifest.json`,
            version: typeof json.version === 'string' ? json.version : '0.0.0',
            paths: isStringList(lobby.paths) ? lobby.paths : [],
          });
        } else {
          const name = typeof json.name === 'string' ? json.name : dir;
          byName.set(name, {
            name,
            manifest: `${opts.basePath}/remotes/${dir}/mf-manifest.json`,
            version: typeof json.version === 'string' ? json.version : '0.0.0',
            paths: isStringList(json.paths) ? json.paths : [],
          });
        }
      } catch {
        // A half-written descriptor during a build: skip it until it is complete.
      }
    }
    if (opts.overrideFile && mtime(opts.overrideFile) >= 0) {
      try {
        const json = readJson(opts.overrideFile);
        const list = Array.isArray(json) ? json : (json as { remotes?: unknown }).remotes;
        if (Array.isArray(list)) {
          for (const raw of list) {
            const entry = toEntry(raw);
            if (entry) byName.set(entry.name, entry);
          }
        }
      } catch {
        // An unreadable override file is ignored; the built remotes still load.
      }
    }
    return { remotes: [...byName.values()] };
  }

  return {
    get(): RemoteRegistry {
      const files = sources();
      const key = [
        ...files.map((f) => `${f.file}:${mtime(f.file)}`),
        `${opts.overrideFile}:${opts.overrideFile ? mtime(opts.overrideFile) : ''}`,
      ].join('|');
      if (!cache || cache.key !== key) cache = { key, value: build(files) };
      return cache.value;
    },
  };
}
