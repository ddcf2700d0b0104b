import type { Insertable } from 'kysely';
import type { Db } from '../../../core/db';
import type { ContactMessagesTable } from './tables';

/** Stores a message sent through the contact form. */
export async function insertContactMessage(
  db: Db,
  message: Omit<Insertable<ContactMessagesTable>, 'id' | 'handled_at'>,
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ ...message, handled_at: null })
    .execute();
}
