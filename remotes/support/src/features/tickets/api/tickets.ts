import type {
  TicketCreateResponse,
  TicketReplyResponse,
  TicketResponse,
  TicketsResponse,
} from '@lobby/contract-support';
import { getJson, postJson } from '@lobby/shared-api';

/** The tickets' query keys ('support' first). */
export const ticketKeys = {
  all: () => ['support', 'tickets'] as const,
  list: () => ['support', 'tickets', 'list'] as const,
  detail: (id: number) => ['support', 'tickets', 'detail', id] as const,
};

/** GET /api/r/tickets — the member's own tickets. */
export const getTickets = () => getJson<TicketsResponse>('api/r/tickets');

/** GET /api/r/tickets/{id} */
export const getTicket = (id: number) => getJson<TicketResponse>(`api/r/tickets/${id}`);

export interface NewTicket {
  title: string;
  category: string;
  priority: string;
  description: string;
  attachments: File[];
}

/** POST /api/r/tickets — multipart: title, category, priority, description, attachments[i]. */
export const createTicket = (input: NewTicket) => {
  const form = new FormData();
  form.append('title', input.title);
  form.append('category', input.category);
  form.append('priority', input.priority);
  form.append('description', input.description);
  input.attachments.forEach((file, i) => form.append(`attachments[${i}]`, file, file.name));
  // Uploads get a longer timeout than the default.
  return postJson<TicketCreateResponse>('api/r/tickets', form, { timeout: 120_000 });
};

/** POST /api/r/tickets/{id}/reply */
export const replyToTicket = (id: number, message: string) =>
  postJson<TicketReplyResponse>(`api/r/tickets/${id}/reply`, { message });
