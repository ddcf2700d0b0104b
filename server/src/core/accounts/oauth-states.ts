import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { OauthStatesTable } from '../db/tables';

export type OauthStateRow = Selectable<OauthStatesTable>;

export async function insertOauthState(db: Db, row: OauthStateRow): Promise<void> {
  await db.insertInto('oauth_states').values(row).execute();
}

/**
 * Takes the state out of the table (single use): only a row for this provider and this browser
 * session is consumed; expiry is the caller's to check (an expired row is consumed too).
 */
export async function takeOauthState(
  db: Db,
  id: string,
  provider: OauthStateRow['provider'],
  sessionId: string,
): Promise<OauthStateRow | undefined> {
  return db
    .deleteFrom('oauth_states')
    .where('id', '=', id)
    .where('provider', '=', provider)
    .where('session_id', '=', sessionId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes expired states; answers how many. */
export async function pruneOauthStates(db: Db, nowIso: string): Promise<number> {
  const r = await db
    .deleteFrom('oauth_states')
    .where('expires_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
