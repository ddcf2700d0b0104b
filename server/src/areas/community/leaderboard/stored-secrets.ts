import type { StoredSecrets } from '../../../core/secrets';
import { mapFeedSecrets } from './feeds';
import { storedFeedConfig } from './sync';

/** The feeds' secret fields (tokens, keys) inside `platform_feeds.config_json`. */
export const feedStoredSecrets: StoredSecrets = {
  name: 'platform_feeds.config_json',
  async reseal(db, next) {
    const rows = await db
      .selectFrom('platform_feeds')
      .select(['id', 'kind', 'config_json'])
      .where('kind', '!=', 'csv')
      .execute();
    let n = 0;
    for (const row of rows) {
      let changed = false;
      const config = mapFeedSecrets(row.kind, storedFeedConfig(row), (value) => {
        const written = next(value);
        if (written === null) return value;
        changed = true;
        return written;
      });
      if (!changed) continue;
      const done = await db
        .updateTable('platform_feeds')
        .set({ config_json: JSON.stringify(config) })
        .where('id', '=', row.id)
        .where('config_json', '=', row.config_json)
        .executeTakeFirst();
      n += Number(done.numUpdatedRows);
    }
    return n;
  },
};
