import type { Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  user_id: number | null;
  created_at: string;
  handled_at: string | null;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
