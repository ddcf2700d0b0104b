import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from '@lobby/shared-api/contract';

// Support tickets (spec part 2 §2, §3, §4, §5, §9).

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_CATEGORIES = [
  'account',
  'payment',
  'technical',
  'bug',
  'feature',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: 'Account Issues',
  payment: 'Payment/Billing',
  technical: 'Technical Support',
  bug: 'Bug Report',
  feature: 'Feature Request',
  other: 'Other',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting: 'Waiting',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const TICKET_TITLE_MIN = 5;
export const TICKET_TITLE_MAX = 200;
export const TICKET_DESCRIPTION_MIN = 20;
/** What the counter shows (the input does not enforce it). */
export const TICKET_DESCRIPTION_COUNTER = 2000;
/** What the server accepts at most. */
export const TICKET_DESCRIPTION_MAX = 10_000;
/** What the reply counter shows (the input does not enforce it). */
export const TICKET_REPLY_COUNTER = 1000;
/** What the server accepts at most in one reply. */
export const TICKET_REPLY_MAX = 10_000;
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the file input offers (the server checks the real bytes). */
export const TICKET_ATTACHMENT_ACCEPT =
  'image/*,.pdf,.txt,.doc,.docx,application/pdf,text/plain,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Tickets a member may open per hour, replies they may send per hour. */
export const TICKETS_PER_HOUR = 5;
export const TICKET_REPLIES_PER_HOUR = 30;
export const TICKETS_RATE_MESSAGE =
  'You have opened 5 tickets in the last hour. Please wait before opening another one.';
export const TICKET_REPLIES_RATE_MESSAGE =
  'You have sent 30 replies in the last hour. Please wait a little before replying again.';

export const TICKET_MESSAGES = {
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 200 characters',
  category: 'Please select a category',
  priority: 'Please select a priority',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 20 characters',
  descriptionMax: 'Description must be at most 10000 characters',
  tooManyFiles: 'Maximum 5 files allowed',
  fileTooLarge: (name: string) => `${name} is too large (max 10MB)`,
  fileType: (name: string) => `${name} is not an accepted file type (images, PDF, TXT, DOC, DOCX)`,
  replyRequired: 'Please write a message',
  replyMax: 'The message must be at most 10000 characters',
  closed: 'This ticket is closed and cannot receive replies.',
} as const;

/** POST /api/r/tickets — the multipart form's plain fields. */
export const ticketCreateSchema = z.object({
  title: singleLineText({ message: TICKET_MESSAGES.titleRequired })
    .trim()
    .min(1, { message: TICKET_MESSAGES.titleRequired, abort: true })
    .min(TICKET_TITLE_MIN, TICKET_MESSAGES.titleMin)
    .max(TICKET_TITLE_MAX, TICKET_MESSAGES.titleMax),
  category: z.enum(TICKET_CATEGORIES, { message: TICKET_MESSAGES.category }),
  priority: z.enum(TICKET_PRIORITIES, { message: TICKET_MESSAGES.priority }).default('medium'),
  description: multiLineText({ message: TICKET_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { message: TICKET_MESSAGES.descriptionRequired, abort: true })
    .min(TICKET_DESCRIPTION_MIN, TICKET_MESSAGES.descriptionMin)
    .max(TICKET_DESCRIPTION_MAX, TICKET_MESSAGES.descriptionMax),
});
export type TicketCreateInput = z.infer<typeof ticketCreateSchema>;

/** POST /api/r/tickets/{id}/reply and the staff reply. */
export const ticketReplySchema = z.object({
  message: multiLineText({ message: TICKET_MESSAGES.replyRequired })
    .trim()
    .min(1, { message: TICKET_MESSAGES.replyRequired, abort: true })
    .max(TICKET_REPLY_MAX, TICKET_MESSAGES.replyMax),
});
export type TicketReplyInput = z.infer<typeof ticketReplySchema>;

export const ticketParamsSchema = z.object({ id: idSchema() });
export const ticketAttachmentParamsSchema = z.object({ id: idSchema(), attachmentId: idSchema() });

export interface TicketAttachment {
  id: number;
  name: string;
  url: string;
  content_type: string;
  size: number;
}

export interface TicketReply {
  id: number;
  message: string;
  is_staff: boolean;
  created_at: string;
  user: { username: string } | null;
}

export interface Ticket {
  id: number;
  title: string;
  category: TicketCategory;
  category_label: string;
  priority: TicketPriority;
  priority_label: string;
  status: TicketStatus;
  status_label: string;
  description: string;
  attachments: TicketAttachment[];
  replies_count: number;
  created_at: string;
  last_reply_at: string | null;
  user: { id: number; username: string };
}

export interface TicketDetail extends Ticket {
  replies: TicketReply[];
}

/** GET /api/r/tickets */
export interface TicketsResponse {
  success: true;
  data: Ticket[];
}

/** GET /api/r/tickets/{id} */
export interface TicketResponse {
  success: true;
  data: TicketDetail;
}

/** POST /api/r/tickets */
export interface TicketCreateResponse {
  success: true;
  message: string;
  data: TicketDetail;
}

/** POST /api/r/tickets/{id}/reply */
export interface TicketReplyResponse {
  success: true;
  data: TicketReply;
}
