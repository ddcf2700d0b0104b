import type { Generated } from 'kysely';
import type { Bool } from '../../../core/db/tables';

export type TicketStatus = 'open' | 'in_progress' | 'waiting' | 'resolved' | 'closed';

export type TicketPriority = 'low' | 'medium' | 'high' | 'urgent';

export type TicketCategory = 'account' | 'payment' | 'technical' | 'bug' | 'feature' | 'other';

export interface TicketsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  description: string;
  created_at: string;
  updated_at: string;
  last_reply_at: string | null;
  /** The staff member handling it (staff inbox). */
  assignee_id: number | null;
}

export interface TicketRepliesTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  message: string;
  is_staff: Bool;
  created_at: string;
}

export interface TicketAttachmentsTable {
  id: Generated<number>;
  ticket_id: number;
  reply_id: number | null;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** Internal staff notes on a ticket: never shown to members. */
export interface TicketNotesTable {
  id: Generated<number>;
  ticket_id: number;
  user_id: number | null;
  note: string;
  created_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface TicketTables {
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  ticket_attachments: TicketAttachmentsTable;
  ticket_notes: TicketNotesTable;
}
