import type { ComponentType } from 'react';

/**
 * One route a remote owns. `path` is a React Router pattern exactly as listed in the
 * remote's registry entry (`/tickets/:id`); the shell mounts `Component` inside its layout.
 */
export interface RemoteRoute {
  path: string;
  /** Page name for the document title: "{site name} - {title}". */
  title: string;
  Component: ComponentType;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
  default?: RemoteRoute[];
}

/** The least role an admin screen needs (the server enforces the same on its API). */
export type AdminRole = 'moderator' | 'admin';

/**
 * One admin screen of a remote's `./admin` module. `path` is relative to `/admin-new/<area>/`
 * ('' for the area's first screen, 'giveaways', 'giveaways/:id'); the shell renders `Component`
 * inside the admin layout under the remote's error boundary.
 */
export interface AdminRoute {
  path: string;
  /** Page name for the document title: "{site name} - Admin - {title}". */
  title: string;
  Component: ComponentType;
  minRole?: AdminRole;
}

/** One entry of the admin sidebar; `path` relative to `/admin-new/<area>/` like the routes. */
export interface AdminNavItem {
  path: string;
  label: string;
  /** An icon name of `@lobby/shared-ui`'s icon set. */
  icon?: string;
  minRole?: AdminRole;
}

/** What a remote's `./admin` module exports (its registry entry says `admin: true`). */
export interface RemoteAdminModule {
  routes: AdminRoute[];
  nav: AdminNavItem[];
}
