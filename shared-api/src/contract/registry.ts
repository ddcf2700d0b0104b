/** A sidebar entry a remote asks for: the shell lists it under the built-in links. */
export interface RemoteNavEntry {
  /** The link's text. */
  label: string;
  /** One of the remote's paths (without parameters). */
  path: string;
  /** A name of the shell's icon set ('trophy', 'user-check'); a neutral icon when absent. */
  icon?: string;
}

/** A sidebar icon's name as entries store it: kebab-case, from the shell's icon set. */
export const NAV_ICON_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** Whether the registry could vouch for a remote: 'error' remotes are never mounted. */
export type RemoteState = 'ok' | 'error';

/** One entry of the runtime remote registry served at /remotes.json. */
export interface RemoteRegistryEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (absolute, or relative to the site). */
  manifest: string;
  version: string;
  /**
   * Route patterns (React Router syntax) this remote owns. For a remote in 'error' these are its
   * last known paths, so they show the error panel instead of the not-found page.
   */
  paths: string[];
  /** The remote exposes `./admin` (a `RemoteAdminModule`): its screens under /admin-new/<name>/. */
  admin?: boolean;
  /** Sidebar entries of a remote that adds pages the built-in sidebar does not link to. */
  nav?: RemoteNavEntry[];
  /** Absent on older servers: treat as 'ok'. */
  state?: RemoteState;
  /** Why the remote is in 'error' (names the remote, the file or the versions involved). */
  error?: string;
  /**
   * A canary release of this remote is under way: the shell reports each load of it (which
   * version, whether it mounted), so the server can compare the canary's failures with the
   * stable version's. The entry is already the visitor's side (stable or canary).
   */
  canary?: boolean;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/** One remote as GET /api/remotes reports it (the registry's view, with the reason of an error). */
export interface RemoteStatus {
  name: string;
  version: string;
  manifest: string;
  paths: string[];
  nav: RemoteNavEntry[];
  /** The remote exposes `./admin`. */
  admin?: boolean;
  state: RemoteState;
  reason?: string;
  /**
   * Where the entry came from: the built remote's descriptor, its dev server, LOBBY_REMOTES_FILE,
   * or an admin's replacement in Admin › Remotes.
   */
  source: 'build' | 'dev' | 'override' | 'admin';
  /** The canary release under way: a second build served to `percent` % of visitors. */
  canary?: RemoteCanary;
}

/** A canary release: the build a sticky share of visitors loads instead of the stable one. */
export interface RemoteCanary {
  manifest: string;
  version: string;
  paths: string[];
  nav: RemoteNavEntry[];
  admin?: boolean;
  percent: number;
  /**
   * Its build's last check, as the stable one's (the registry sets it; `version` is then the one
   * its served descriptor names): in error, its share of visitors loads the stable build.
   */
  state?: RemoteState;
  reason?: string;
}

/** GET /api/remotes: every remote and every problem the registry met (e.g. an unreadable file). */
export interface RemotesReport {
  remotes: RemoteStatus[];
  problems: string[];
}

/**
 * The descriptor a remote's build writes next to its manifest (lobby-remote.json). `shared` holds
 * the ranges of the shared singletons the remote was built against.
 */
export interface RemoteDescriptor {
  name: string;
  version: string;
  paths: string[];
  expose: './routes';
  nav?: RemoteNavEntry[];
  shared?: Record<string, string>;
}
