import { z } from 'zod';
import { pagedQuerySchema, singleLineText } from '@lobby/shared-api/contract';
import type { PagedResponse } from '@lobby/shared-api/contract';

// Admin › Contact messages: what was sent through /contact.

/** GET /api/admin/support/contact */
export const adminContactQuerySchema = pagedQuerySchema.extend({
  handled: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['yes', 'no', 'all']).optional()),
  q: singleLineText().trim().max(200).optional(),
});

/** PATCH /api/admin/support/contact/{id} */
export const adminContactUpdateSchema = z.object({
  handled: z.boolean({ message: 'handled must be true or false' }),
});

export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  handled_at: string | null;
  user: { id: number; username: string } | null;
}

/** One page of the contact messages, newest first. */
export type AdminContactMessagesResponse = PagedResponse<AdminContactMessage>;
