import type { Db } from '../../../core/db';

/** Slots of the catalogue: `createSlots(db, ['Thunder Llama', …])` (provider 'Test Games'). */
export async function createSlots(
  db: Db,
  slots: (string | { name: string; provider?: string | null; image?: string | null })[],
) {
  if (!slots.length) return [];
  return db
    .insertInto('slots')
    .values(
      slots.map((s) => {
        const o = typeof s === 'string' ? { name: s } : s;
        return {
          name: o.name,
          provider: o.provider === undefined ? 'Test Games' : o.provider,
          image: o.image ?? null,
          created_at: '2026-01-01T00:00:00.000Z',
        };
      }),
    )
    .returningAll()
    .execute();
}
