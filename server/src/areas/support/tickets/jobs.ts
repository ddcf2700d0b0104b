import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db';
import type { JobDefinition } from '../../../core/scheduler/types';
import type { Storage } from '../../../core/storage';
import { removeAttachmentFiles } from './attachments';

/**
 * Retention: a ticket closed for 90 days loses its files (the conversation stays). A ticket's
 * last change (`updated_at`) is when it was closed, since a closed ticket takes no replies.
 */
export const CLOSED_TICKET_FILES_DAYS = 90;

/** Deletes the files (rows and bytes) of tickets closed for 90 days; answers how many. */
export async function purgeClosedTicketFiles(
  db: Kysely<Database>,
  storage: Storage,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - CLOSED_TICKET_FILES_DAYS * 86_400_000).toISOString();
  const due = await db
    .selectFrom('ticket_attachments as a')
    .innerJoin('tickets as t', 't.id', 'a.ticket_id')
    .select(['a.id', 'a.stored_name'])
    .where('t.status', '=', 'closed')
    .where('t.updated_at', '<', cutoff)
    .limit(1000)
    .execute();
  if (!due.length) return 0;
  // Rows first: a file whose row is gone is never served; a crash between the two leaves only
  // bytes nobody can reach, which the next run cannot see (acceptable, and rare).
  await db
    .deleteFrom('ticket_attachments')
    .where(
      'id',
      'in',
      due.map((d) => d.id),
    )
    .execute();
  await removeAttachmentFiles(
    storage,
    due.map((d) => d.stored_name),
  );
  return due.length;
}

export const ticketJobs: JobDefinition[] = [
  {
    name: 'support.closed-ticket-files',
    description: `Deletes the attachments of tickets closed for ${CLOSED_TICKET_FILES_DAYS} days`,
    everyMs: 6 * 60 * 60 * 1000,
    async run({ app, db, now }) {
      const n = await purgeClosedTicketFiles(db, app.storage, now);
      return n === 0
        ? 'No attachment to remove'
        : `Removed ${n} ${n === 1 ? 'attachment' : 'attachments'}`;
    },
  },
];
