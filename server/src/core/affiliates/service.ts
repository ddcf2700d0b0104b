import type { Affiliate } from '@lobby/shared-api/contract';
import type { Db } from '../db';
import { parseStringList } from '../money';
import { mediaUrl } from '../uploads/media';
import { listActiveAffiliates } from './repository';

export async function getAffiliates(db: Db, basePath: string): Promise<Affiliate[]> {
  const rows = await listActiveAffiliates(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    logo_url: mediaUrl(basePath, r.logo_url),
    benefits: parseStringList(r.benefits),
    redirect_url: r.redirect_url,
  }));
}
