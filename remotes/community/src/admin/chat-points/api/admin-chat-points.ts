import type { ChatPointsSettings, ChatPointsSettingsResponse } from '@lobby/contract-community';
import { getJson, sendJson } from '@lobby/shared-api';

export const adminChatPointsKeys = {
  settings: () => ['community', 'admin', 'chat-points'] as const,
};

/** GET /api/admin/community/chat-points — the chat points settings (moderators read). */
export const getChatPointsSettings = () =>
  getJson<ChatPointsSettingsResponse>('api/admin/community/chat-points');

/** PUT /api/admin/community/chat-points — admins only; audited. */
export const saveChatPointsSettings = (settings: ChatPointsSettings) =>
  sendJson<ChatPointsSettingsResponse>('put', 'api/admin/community/chat-points', settings);
