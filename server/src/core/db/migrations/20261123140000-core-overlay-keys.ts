import type { Kysely } from 'kysely';
import type { DialectName } from '../index';
import { oneOf, withId } from './helpers';

// Overlays for OBS browser sources (core/overlays): one row per overlay made in Admin › Overlays.
// The key is stored only as its sha256 (shown once when made); a revoked row stays for the audit
// trail and never matches again.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('overlay_keys'), dialect)
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(oneOf('kind', ['hunt', 'bracket', 'leaderboard', 'giveaway'])),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    // JSON: size, colours and the kind's options (contract: overlaySettingsSchemas).
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('revoked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('overlay_keys').execute();
}
