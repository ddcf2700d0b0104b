import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { isSealed, keyId, SecretKeyError } from './secrets';
import type { SecretBox } from './secrets';

/**
 * Where secrets are stored, so one pass can seal the plain-text ones and re-seal the others: the
 * core lists its own (below), each area its own (`AreaModule.storedSecrets`).
 */
export interface StoredSecrets {
  /** Where, for messages: 'payout_providers.api_token'. */
  name: string;
  /**
   * Calls `next` with every stored secret and writes back what it answers (null: leave it),
   * each row with one conditional UPDATE on the value read, so two processes never seal twice.
   * Answers how many values were written.
   */
  reseal(db: Kysely<Database>, next: (stored: string) => string | null): Promise<number>;
}

export const CORE_STORED_SECRETS: readonly StoredSecrets[] = [
  {
    name: 'payout_providers.api_token',
    async reseal(db, next) {
      const rows = await db
        .selectFrom('payout_providers')
        .select(['platform_id', 'api_token'])
        .execute();
      let n = 0;
      for (const r of rows) {
        const value = next(r.api_token);
        if (value === null) continue;
        const done = await db
          .updateTable('payout_providers')
          .set({ api_token: value })
          .where('platform_id', '=', r.platform_id)
          .where('api_token', '=', r.api_token)
          .executeTakeFirst();
        n += Number(done.numUpdatedRows);
      }
      return n;
    },
  },
  settingSecret('stream.discord_webhook_url'),
];

/** A secret kept in one `settings` row. */
export function settingSecret(key: string): StoredSecrets {
  return {
    name: `settings.${key}`,
    async reseal(db, next) {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      const value = row && row.value ? next(row.value) : null;
      if (!row || value === null) return 0;
      const done = await db
        .updateTable('settings')
        .set({ value })
        .where('key', '=', key)
        .where('value', '=', row.value)
        .executeTakeFirst();
      return Number(done.numUpdatedRows);
    },
  };
}

export interface ResealReport {
  /** Plain-text values now sealed. */
  sealed: number;
  /** Values sealed by a previous key now sealed by the current one (rotate only). */
  rotated: number;
  /** Secrets stored in all (plain or sealed). */
  stored: number;
}

/**
 * Seals every stored plain-text secret under the current key and, with `rotate`, re-seals the
 * values sealed by SECRET_KEY_PREVIOUS keys. Throws (writing nothing more) when a stored value was
 * sealed by a key the process does not have, or when secrets are stored and there is no key.
 */
export async function resealStoredSecrets(
  db: Kysely<Database>,
  box: SecretBox,
  sources: readonly StoredSecrets[],
  { rotate = false }: { rotate?: boolean } = {},
): Promise<ResealReport> {
  const report: ResealReport = { sealed: 0, rotated: 0, stored: 0 };
  const known = new Set(box.keys ? [box.keys.current, ...box.keys.previous].map(keyId) : []);
  // First a read-only look: nothing is written when any value cannot be opened.
  let unknown: string | null = null;
  for (const source of sources)
    await source.reseal(db, (stored) => {
      report.stored += 1;
      const id = /^v1:([0-9a-f]{8}):/.exec(stored)?.[1];
      if (isSealed(stored) && (!id || !known.has(id)))
        unknown ??= `${source.name} holds a secret sealed with key ${id ?? '?'}, which is neither SECRET_KEY nor in SECRET_KEY_PREVIOUS: set the key it was sealed with`;
      return null;
    });
  if (report.stored > 0 && !box.hasKey)
    throw new SecretKeyError(
      `${report.stored} secrets are stored but SECRET_KEY is not set: set it (a new one: openssl rand -base64 32; for secrets sealed before, the key that sealed them)`,
    );
  if (unknown) throw new SecretKeyError(unknown);
  for (const source of sources)
    await source.reseal(db, (stored) => {
      if (!box.stale(stored, { rotate })) return null;
      if (isSealed(stored)) report.rotated += 1;
      else report.sealed += 1;
      return box.seal(box.open(stored));
    });
  return report;
}
