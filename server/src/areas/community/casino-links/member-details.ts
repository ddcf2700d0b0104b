import type { Db } from '../../../core/db';
import type { MemberDetailsSource } from '../../../core/members/details';

/** Admin › Members: the member's casino names per platform, with their verification. */
export const casinoLinksOfMember: MemberDetailsSource = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('casino_links')
    .innerJoin('platforms', 'platforms.id', 'casino_links.platform_id')
    .select([
      'casino_links.id',
      'platforms.name as platform',
      'casino_links.username',
      'casino_links.status',
      'casino_links.created_at',
    ])
    .where('casino_links.user_id', '=', userId)
    .orderBy('platforms.sort_order')
    .orderBy('casino_links.id')
    .execute();
  return { casino_links: rows.map((l) => ({ ...l, id: Number(l.id) })) };
};
