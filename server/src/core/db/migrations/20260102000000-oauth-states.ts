import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { oneOf } from './helpers';

// OAuth2 login and account-linking attempts: one row per redirect to a provider, bound to the
// browser's session (and, for linking, the member), consumed once by the callback.
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('oauth_states')
    // sha256 (hex) of the `state` handed to the provider; the state itself is never stored.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull().check(oneOf('provider', ['discord', 'kick'])))
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('next_path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('oauth_states_expires_at')
    .on('oauth_states')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('oauth_states_session')
    .on('oauth_states')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_states').execute();
}
