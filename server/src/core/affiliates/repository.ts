import type { Db } from '../db';
import type { AffiliateRow } from '../db/tables';

export async function listActiveAffiliates(db: Db): Promise<AffiliateRow[]> {
  return db
    .selectFrom('affiliates')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
