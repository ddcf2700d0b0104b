import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { AffiliateRow, AffiliatesTable } from '../db/tables';

let counter = 0;

/** An affiliate (active, at the end of the list unless `fields` say otherwise). */
export async function createAffiliate(
  db: Db,
  fields: Partial<Omit<Insertable<AffiliatesTable>, 'benefits'>> & { benefits?: string[] } = {},
): Promise<AffiliateRow> {
  counter += 1;
  const { benefits, ...rest } = fields;
  return db
    .insertInto('affiliates')
    .values({
      name: `Casino ${counter}`,
      logo_url: null,
      redirect_url: `https://casino-${counter}.example/r/lobby`,
      sort_order: counter,
      active: 1,
      created_at: new Date().toISOString(),
      ...rest,
      benefits: JSON.stringify(benefits ?? []),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
