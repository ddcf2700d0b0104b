import type {
  AdminOverlay,
  AdminOverlayInput,
  AdminOverlayKeyResponse,
  AdminOverlayPreviewResponse,
  AdminOverlayResponse,
  AdminOverlaysResponse,
} from '@lobby/shared-api';
import { getJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/overlays: every overlay, live ones first. */
export async function getAdminOverlays(): Promise<AdminOverlay[]> {
  return (await getJson<AdminOverlaysResponse>('api/admin/overlays')).data;
}

/** POST /api/admin/overlays: answers the overlay with its key and address, shown this once. */
export const createOverlay = (input: AdminOverlayInput) =>
  sendJson<AdminOverlayKeyResponse>('post', 'api/admin/overlays', input);

/** PUT /api/admin/overlays/:id: the name and settings (the kind stays). */
export const updateOverlay = (id: number, input: AdminOverlayInput) =>
  sendJson<AdminOverlayResponse>('put', `api/admin/overlays/${id}`, input);

/** POST /api/admin/overlays/:id/key: a new key; the old address stops working. */
export const renewOverlayKey = (id: number) =>
  sendJson<AdminOverlayKeyResponse>('post', `api/admin/overlays/${id}/key`, {});

/** POST /api/admin/overlays/:id/revoke */
export const revokeOverlay = (id: number) =>
  sendJson<AdminOverlayResponse>('post', `api/admin/overlays/${id}/revoke`, {});

/** POST /api/admin/overlays/:id/preview: an address for the preview frame, valid for minutes. */
export const getOverlayPreview = (id: number) =>
  sendJson<AdminOverlayPreviewResponse>('post', `api/admin/overlays/${id}/preview`, {});
