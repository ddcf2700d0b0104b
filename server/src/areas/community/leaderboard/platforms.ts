import type { Db } from '../../../core/db';
import type { PlatformProvider } from '../../../core/providers';

/** What the community area offers about its platforms (AreaModule.provides, core/providers.ts). */
export const platformProvider: PlatformProvider = {
  list: (db: Db) =>
    db.selectFrom('platforms').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),

  async verifiedName(db, userId, platformId) {
    const link = await db
      .selectFrom('casino_links')
      .select('username')
      .where('user_id', '=', userId)
      .where('platform_id', '=', platformId)
      .where('status', '=', 'verified')
      .executeTakeFirst();
    return link?.username ?? null;
  },

  async failingFeeds(db) {
    const rows = await db
      .selectFrom('platform_feeds as f')
      .innerJoin('platforms as p', 'p.id', 'f.platform_id')
      .select([
        'p.id',
        'p.name',
        'p.slug',
        'f.failing_since',
        'f.last_sync_at',
        'f.failures',
        'f.last_error',
        'f.next_attempt_at',
      ])
      .where('f.enabled', '=', 1)
      .where('p.active', '=', 1)
      .where('f.failures', '>', 0)
      .orderBy('f.failing_since')
      .orderBy('p.id')
      .execute();
    return rows.map((r) => ({
      platform: { id: r.id, name: r.name, slug: r.slug },
      since: r.failing_since ?? r.last_sync_at ?? '',
      failures: Number(r.failures),
      last_error: r.last_error,
      next_attempt_at: r.next_attempt_at,
    }));
  },
};
