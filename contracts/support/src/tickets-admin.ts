import { z } from 'zod';
import {
  idSchema,
  multiLineText,
  pagedQuerySchema,
  singleLineText,
} from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from './tickets';
import type { Ticket, TicketReply } from './tickets';

// Admin › Tickets (the staff inbox).

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

/** GET /api/admin/support/tickets */
export const adminTicketsFilterSchema = z.object({
  status: optionalEnum(TICKET_STATUSES),
  priority: optionalEnum(TICKET_PRIORITIES),
  category: optionalEnum(TICKET_CATEGORIES),
  /** A staff member's id, or 'none' for unassigned tickets. */
  assignee: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.union([z.literal('none'), idSchema()]).optional(),
  ),
  q: singleLineText().trim().max(200, 'Search is at most 200 characters').optional(),
  sort: optionalEnum(['activity', 'created', 'priority'] as const),
});
/** The inbox's filters and page (?page=&per_page=). */
export const adminTicketsQuerySchema = pagedQuerySchema.extend(adminTicketsFilterSchema.shape);
/** What the inbox asks for: its filters and, optionally, a page (1 when absent). */
export type AdminTicketsQuery = z.infer<typeof adminTicketsFilterSchema> & { page?: number };

/** PATCH /api/admin/support/tickets/{id}: any of status, priority, assignee. */
export const adminTicketUpdateSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { message: 'Choose a status' }).optional(),
    priority: z.enum(TICKET_PRIORITIES, { message: 'Choose a priority' }).optional(),
    assignee_id: z.union([z.null(), idSchema()]).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type AdminTicketUpdate = z.infer<typeof adminTicketUpdateSchema>;

/** POST /api/admin/support/tickets/{id}/notes */
export const adminTicketNoteSchema = z.object({
  note: multiLineText({ message: 'Write a note' })
    .trim()
    .min(1, { message: 'Write a note', abort: true })
    .max(5000, 'A note is at most 5000 characters'),
});

export interface TicketNote {
  id: number;
  note: string;
  created_at: string;
  user: { id: number; username: string } | null;
}

export interface AdminTicket extends Ticket {
  assignee: { id: number; username: string } | null;
  updated_at: string;
}

export interface AdminTicketDetail extends AdminTicket {
  replies: TicketReply[];
  notes: TicketNote[];
}

/** One page of the inbox. */
export interface AdminTicketsResponse extends PagedResponse<AdminTicket> {
  /** Staff members tickets can be assigned to. */
  staff: { id: number; username: string }[];
}

export interface AdminTicketResponse {
  success: true;
  data: AdminTicketDetail;
}
