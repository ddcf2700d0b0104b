import type { AdminOverlay, OverlayKind, OverlaySettingsByKind } from '@lobby/shared-api/contract';
import {
  defaultOverlaySettings,
  overlayPagePath,
  overlaySettingsSchemas,
} from '@lobby/shared-api/contract';
import type { Db } from '../db';
import type { OverlayKeyRow } from '../db/tables';

/**
 * A row's settings: the stored JSON over the kind's defaults, so a setting added later reads
 * as its default; anything that no longer validates falls back to the defaults.
 */
export function readSettings<K extends OverlayKind>(
  kind: K,
  json: string,
): OverlaySettingsByKind[K] {
  const defaults = defaultOverlaySettings(kind);
  let stored: unknown = {};
  try {
    stored = JSON.parse(json);
  } catch {
    return defaults;
  }
  const known = Object.fromEntries(
    Object.entries(stored && typeof stored === 'object' ? stored : {}).filter(
      ([k]) => k in defaults,
    ),
  );
  const parsed = overlaySettingsSchemas[kind].safeParse({ ...defaults, ...known });
  return parsed.success ? (parsed.data as OverlaySettingsByKind[K]) : defaults;
}

export function toAdminOverlay(row: OverlayKeyRow): AdminOverlay {
  return {
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    settings: readSettings(row.kind, row.settings),
    key_hint: row.key_hint,
    created_at: row.created_at,
    updated_at: row.updated_at,
    revoked_at: row.revoked_at,
  };
}

/** The site-relative page address for OBS. */
export const overlayUrl = (basePath: string, kind: OverlayKind, key: string) =>
  `${basePath}/${overlayPagePath(kind)}?key=${encodeURIComponent(key)}`;

export const listOverlays = (db: Db) =>
  db
    .selectFrom('overlay_keys')
    .selectAll()
    .orderBy('revoked_at', (ob) => ob.nullsFirst())
    .orderBy('id', 'desc')
    .execute();

export const findOverlay = (db: Db, id: number) =>
  db.selectFrom('overlay_keys').selectAll().where('id', '=', id).executeTakeFirst();

/** The live (not revoked) overlay of this kind with this key hash, or with this id (preview). */
export function findLiveOverlay(
  db: Db,
  kind: OverlayKind,
  by: { hash: string } | { id: number },
): Promise<OverlayKeyRow | undefined> {
  let q = db
    .selectFrom('overlay_keys')
    .selectAll()
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null);
  q = 'hash' in by ? q.where('key_hash', '=', by.hash) : q.where('id', '=', by.id);
  return q.executeTakeFirst();
}
