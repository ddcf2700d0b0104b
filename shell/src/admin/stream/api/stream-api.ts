import type {
  AdminStreamActionResponse,
  AdminStreamResponse,
  AdminStreamSettingsInput,
} from '@lobby/shared-api';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

/** GET /api/admin/stream: Kick chat status, settings and the latest announcements. */
export const getAdminStream = () => getJson<AdminStreamResponse>('api/admin/stream');

/** PUT /api/admin/stream (admin) */
export const saveAdminStream = (input: AdminStreamSettingsInput) =>
  sendJson<AdminStreamActionResponse>('put', 'api/admin/stream', input);

/** POST /api/admin/stream/test (admin): sends a test message now. */
export const testAnnouncement = (target: 'kick' | 'discord') =>
  postJson<AdminStreamActionResponse>('api/admin/stream/test', { target }, { timeout: 30_000 });

/** POST /api/admin/stream/subscribe (admin): asks Kick to send chat to this site's webhook. */
export const subscribeKickChat = () =>
  postJson<AdminStreamActionResponse>('api/admin/stream/subscribe', {}, { timeout: 30_000 });
