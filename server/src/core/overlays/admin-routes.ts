import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AdminOverlayKeyResponse,
  AdminOverlayPreviewResponse,
  AdminOverlayResponse,
  AdminOverlaysResponse,
  AdminOverlay,
} from '@lobby/shared-api/contract';
import { adminOverlayInputSchema, idParamSchema } from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { withTransaction } from '../db';
import type { Db } from '../db';
import type { OverlayKeyRow } from '../db/tables';
import { fieldErrors, HttpError, notFound } from '../http/errors';
import { validate } from '../http/validation';
import { hashOverlayKey, keyHint, newOverlayKey, PREVIEW_TTL_MS, previewToken } from './keys';
import { findOverlay, listOverlays, overlayUrl, toAdminOverlay } from './service';

/** The audited shape of an overlay (never its key or hash). */
const snapshot = (o: AdminOverlay) => ({
  kind: o.kind,
  name: o.name,
  settings: o.settings,
  key_hint: o.key_hint,
  revoked_at: o.revoked_at,
});

async function loadOrThrow(db: Db, id: number) {
  const row = await findOverlay(db, id);
  if (!row) throw notFound('Overlay not found');
  return row;
}

const revokedError = () => new HttpError(409, 'This overlay was revoked. Make a new one.');

/**
 * Admin › Overlays, under /api/admin/overlays — admins only: an overlay key is a credential
 * that puts the site's data on a stream, like the site's own settings. List, create (the key is
 * shown once), edit the name and settings, issue a new key (the old one stops working at once),
 * revoke, and a short-lived preview address for the admin's live preview. Every write and its
 * audit row are one transaction.
 */
const adminOverlayRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.basePath;
  const admin = { config: { minRole: 'admin' as const } };
  const actor = (request: FastifyRequest) => request.user!.id;

  /**
   * Writes `set` to an overlay that is not revoked (409 if it is, or if a revoke wins the race:
   * the update is conditional) and audits `action` with its before and after, in `trx`.
   */
  async function updateLiveOverlay(
    trx: Db,
    request: FastifyRequest,
    row: OverlayKeyRow,
    set: Partial<Pick<OverlayKeyRow, 'name' | 'settings' | 'key_hash' | 'key_hint'>>,
    action: 'overlay.update' | 'overlay.new-key',
  ): Promise<AdminOverlay> {
    if (row.revoked_at) throw revokedError();
    const next = await trx
      .updateTable('overlay_keys')
      .set({ ...set, updated_at: app.clock().toISOString() })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!next) throw revokedError();
    const after = toAdminOverlay(next);
    await audit(trx, {
      actorId: actor(request),
      area: 'overlays',
      action,
      entity: 'overlay',
      entityId: after.id,
      before: snapshot(toAdminOverlay(row)),
      after: snapshot(after),
      at: app.clock(),
    });
    return after;
  }

  app.get('/', admin, async (): Promise<AdminOverlaysResponse> => ({
    success: true,
    data: (await listOverlays(app.db)).map(toAdminOverlay),
  }));

  app.post('/', admin, async (request): Promise<AdminOverlayKeyResponse> => {
    const { body } = validate(request, { body: adminOverlayInputSchema });
    const now = app.clock().toISOString();
    const key = newOverlayKey();
    const created = await withTransaction(app.db, async (trx) => {
      const row = await trx
        .insertInto('overlay_keys')
        .values({
          kind: body.kind,
          name: body.name,
          key_hash: hashOverlayKey(key),
          key_hint: keyHint(key),
          settings: JSON.stringify(body.settings),
          created_by: actor(request),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toAdminOverlay(row);
      await audit(trx, {
        actorId: actor(request),
        area: 'overlays',
        action: 'overlay.create',
        entity: 'overlay',
        entityId: after.id,
        after: snapshot(after),
        at: app.clock(),
      });
      return after;
    });
    return {
      success: true,
      message: 'Overlay created. Copy its address now: the key is shown only this once.',
      data: created,
      key,
      url: overlayUrl(base, created.kind, key),
    };
  });

  app.put('/:id', admin, async (request): Promise<AdminOverlayResponse> => {
    const { params, body } = validate(request, {
      params: idParamSchema,
      body: adminOverlayInputSchema,
    });
    const updated = await withTransaction(app.db, async (trx) => {
      const row = await loadOrThrow(trx, params.id);
      if (row.kind !== body.kind)
        throw fieldErrors({ kind: ['The kind of an overlay cannot change. Make a new one.'] });
      const set = { name: body.name, settings: JSON.stringify(body.settings) };
      return updateLiveOverlay(trx, request, row, set, 'overlay.update');
    });
    return { success: true, message: 'Overlay saved.', data: updated };
  });

  app.post('/:id/key', admin, async (request): Promise<AdminOverlayKeyResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const key = newOverlayKey();
    const updated = await withTransaction(app.db, async (trx) => {
      const row = await loadOrThrow(trx, params.id);
      const set = { key_hash: hashOverlayKey(key), key_hint: keyHint(key) };
      return updateLiveOverlay(trx, request, row, set, 'overlay.new-key');
    });
    return {
      success: true,
      message: 'New key made: the old address stopped working. Copy the new one now.',
      data: updated,
      key,
      url: overlayUrl(base, updated.kind, key),
    };
  });

  app.post('/:id/revoke', admin, async (request): Promise<AdminOverlayResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const revoked = await withTransaction(app.db, async (trx) => {
      const before = toAdminOverlay(await loadOrThrow(trx, params.id));
      const now = app.clock().toISOString();
      // Conditional: revoking twice (two admins, a double click) writes and audits once.
      const next = await trx
        .updateTable('overlay_keys')
        .set({ revoked_at: now, revoked_by: actor(request), updated_at: now })
        .where('id', '=', params.id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!next) return before;
      const after = toAdminOverlay(next);
      await audit(trx, {
        actorId: actor(request),
        area: 'overlays',
        action: 'overlay.revoke',
        entity: 'overlay',
        entityId: after.id,
        before: snapshot(before),
        after: snapshot(after),
        at: app.clock(),
      });
      return after;
    });
    return {
      success: true,
      message: 'Overlay revoked: its address shows nothing any more.',
      data: revoked,
    };
  });

  app.post('/:id/preview', admin, async (request): Promise<AdminOverlayPreviewResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    const row = await loadOrThrow(app.db, params.id);
    if (row.revoked_at) throw revokedError();
    const expires = app.clock().getTime() + PREVIEW_TTL_MS;
    const token = previewToken(app.config.sessionSecret, Number(row.id), expires);
    return {
      success: true,
      url: overlayUrl(base, row.kind, token),
      expires_at: new Date(expires).toISOString(),
    };
  });
};

export default adminOverlayRoutes;
