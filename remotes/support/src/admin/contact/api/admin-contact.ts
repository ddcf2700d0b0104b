import type { AdminContactMessagesResponse } from '@lobby/contract-support';
import { getJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/support/contact';

export type HandledFilter = 'no' | 'yes' | 'all';

/** Admin › Contact messages query keys ('support', 'admin', …). */
export const contactAdminKeys = {
  all: () => ['support', 'admin', 'contact'] as const,
  list: (handled: HandledFilter, q: string, page = 1) =>
    ['support', 'admin', 'contact', 'list', handled, q, page] as const,
};

export const getContactMessages = (handled: HandledFilter, q: string, page = 1) =>
  getJson<AdminContactMessagesResponse>(BASE, { query: { handled, q, page } });
export const setContactHandled = (id: number, handled: boolean) =>
  sendJson<{ success: true }>('patch', `${BASE}/${id}`, { handled });
export const deleteContactMessage = (id: number) =>
  sendJson<{ success: true }>('delete', `${BASE}/${id}`);
