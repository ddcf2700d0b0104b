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
