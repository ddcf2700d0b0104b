import type { Db } from '../../../core/db';
import type { TicketCategory, TicketPriority, TicketStatus } from './tables';

/** A ticket for tests (no files), answering its id. */
export async function createTicketRow(
  db: Db,
  opts: {
    userId: number;
    title?: string;
    category?: TicketCategory;
    priority?: TicketPriority;
    status?: TicketStatus;
    description?: string;
    at?: string;
  },
): Promise<number> {
  const at = opts.at ?? '2026-11-20T12:00:00.000Z';
  const row = await db
    .insertInto('tickets')
    .values({
      user_id: opts.userId,
      title: opts.title ?? 'Something is not working',
      category: opts.category ?? 'technical',
      priority: opts.priority ?? 'medium',
      status: opts.status ?? 'open',
      description: opts.description ?? 'A description that is long enough to be a ticket.',
      created_at: at,
      updated_at: at,
      last_reply_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
