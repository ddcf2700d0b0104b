import type {
  AdminTicketResponse,
  AdminTicketsQuery,
  AdminTicketsResponse,
  AdminTicketUpdate,
  TicketReplyResponse,
} from '@lobby/contract-support';
import { getJson, postJson, sendJson } from '@lobby/shared-api';

const BASE = 'api/admin/support/tickets';

/** Admin › Tickets query keys ('support', 'admin', …). */
export const ticketAdminKeys = {
  all: () => ['support', 'admin', 'tickets'] as const,
  list: (query: AdminTicketsQuery) => ['support', 'admin', 'tickets', 'list', query] as const,
  detail: (id: number) => ['support', 'admin', 'tickets', 'detail', id] as const,
};

export const getAdminTickets = (query: AdminTicketsQuery) =>
  getJson<AdminTicketsResponse>(BASE, { query: { ...query } });
export const getAdminTicket = (id: number) => getJson<AdminTicketResponse>(`${BASE}/${id}`);
export const replyAsStaff = (id: number, message: string) =>
  postJson<TicketReplyResponse>(`${BASE}/${id}/reply`, { message });
export const updateAdminTicket = (id: number, change: AdminTicketUpdate) =>
  sendJson<AdminTicketResponse>('patch', `${BASE}/${id}`, change);
export const addTicketNote = (id: number, note: string) =>
  postJson<AdminTicketResponse>(`${BASE}/${id}/notes`, { note });
