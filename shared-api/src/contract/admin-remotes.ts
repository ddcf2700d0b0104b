import { z } from 'zod';
import type { AdminActor } from './admin';
import { httpUrlSchema } from './admin';
import { singleLineText } from './common';
import { NAV_ICON_NAME } from './registry';
import type { RemoteNavEntry, RemoteStatus } from './registry';

// ---------------------------------------------------------------------------------------------
// Admin › Remotes (/api/admin/remotes, admin only)

const manifestUrlSchema = httpUrlSchema('Manifest URL').refine(
  (v) => /\.json(\?.*)?$/i.test(v),
  'Manifest URL must point at the mf-manifest.json of the build',
);

/** POST /api/admin/remotes/:name/replace (and …/replace/preview, which only answers the drops) */
export const adminRemoteReplaceSchema = z.object({
  manifest: manifestUrlSchema,
  /** The admin saw what the new build drops (paths, admin screens, nav entries) and confirmed. */
  accept_drops: z.boolean().optional(),
});

/** POST /api/admin/remotes: a remote of one's own, beside the others, under its own name. */
export const adminRemoteAddSchema = z.object({
  name: singleLineText().regex(
    /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/,
    "Name must be the build's container name: letters, digits, - and _",
  ),
  manifest: manifestUrlSchema,
});

/** POST /api/admin/remotes/:name/nav: the icon of each of the remote's sidebar entries. */
export const adminRemoteNavSchema = z.object({
  nav: z
    .array(
      z.object({
        path: singleLineText().min(1).max(200),
        icon: z
          .string()
          .regex(NAV_ICON_NAME, 'Icon must be a name of the icon set')
          .nullable()
          .optional(),
      }),
    )
    .max(50),
});

/** POST /api/admin/remotes/:name/canary: release another build to a share of visitors. */
export const adminRemoteCanarySchema = z.object({
  manifest: manifestUrlSchema,
  percent: z.coerce
    .number({ message: 'Share must be a number' })
    .int('Share must be a whole number')
    .min(1, 'Share must be at least 1 %')
    .max(99, 'Share must be at most 99 % (promote to release to everyone)'),
});

/** What a new build of a remote leaves out compared with the one it replaces. */
export interface RemoteDrops {
  paths: string[];
  /** The remote it replaces has admin screens (./admin); the new build has none. */
  admin: boolean;
  nav: RemoteNavEntry[];
}

/** POST /api/admin/remotes/:name/replace/preview */
export interface AdminRemoteReplacePreviewResponse {
  success: true;
  data: { version: string; drops: RemoteDrops };
}

/** One canary release of a remote (newest first). */
export interface AdminRemoteCanaryEntry {
  id: number;
  manifest: string;
  version: string;
  stable_version: string;
  percent: number;
  stable_loads: number;
  stable_failures: number;
  canary_loads: number;
  canary_failures: number;
  created_at: string;
  created_by: AdminActor | null;
  ended_at: string | null;
  ended_by: AdminActor | null;
  outcome: 'promoted' | 'stopped' | 'rolled_back' | null;
  /** Why it ended (an automatic rollback names the failure rates). */
  reason: string | null;
}

/** The remote's name in the address of a change. */
export const adminRemoteNameSchema = z.object({
  name: singleLineText().regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'Unknown remote'),
});

/** One entry an admin set for a remote (newest first). */
export interface AdminRemoteHistoryEntry {
  id: number;
  manifest: string;
  version: string;
  created_at: string;
  created_by: AdminActor | null;
  reverted_at: string | null;
  reverted_by: AdminActor | null;
  /** The entry the registry serves now. */
  live: boolean;
  /** The entry took the remote off the site. */
  removed: boolean;
}

/** A remote as Admin › Remotes shows it: the registry's view plus the admin's changes. */
export interface AdminRemote extends RemoteStatus {
  history: AdminRemoteHistoryEntry[];
  /** An admin's entry is live: Roll back returns to the one before it. */
  can_roll_back: boolean;
  /** Entries from LOBBY_REMOTES_FILE or Admin › Remotes may be removed (built-in ones replaced). */
  can_remove: boolean;
  canaries: AdminRemoteCanaryEntry[];
}

export interface AdminRemotesResponse {
  success: true;
  message?: string;
  data: { remotes: AdminRemote[]; problems: string[]; removed: AdminRemovedRemote[] };
}

/** A remote an admin removed: Roll back brings it back. */
export interface AdminRemovedRemote {
  name: string;
  version: string;
  manifest: string;
  removed_at: string;
  removed_by: AdminActor | null;
}
