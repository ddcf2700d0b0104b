import type { Db } from '../db';
import type { NewUser, UserRow } from '../db/tables';
import { findUserById } from './repository';

let counter = 0;

/**
 * A member as a test needs one: a fresh unique username unless given, everything else from
 * `fields` (role, points, time zone, socials…) or the table's defaults.
 */
export async function createMember(
  db: Db,
  fields: Partial<Omit<NewUser, 'id'>> = {},
): Promise<UserRow> {
  const now = new Date().toISOString();
  counter += 1;
  const r = await db
    .insertInto('users')
    .values({
      username: `member_${process.pid}_${counter}`,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findUserById(db, Number(r.id)))!;
}
