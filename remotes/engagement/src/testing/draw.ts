import type { DrawRecord } from '@lobby/contract-engagement';
import { commitmentOf, sha256Hex } from '@lobby/contract-engagement';

/** The draw of a giveaway or wager raffle: committed, not drawn yet, unless `over` says so. */
export function drawRecord(over: Partial<DrawRecord> = {}): DrawRecord {
  return {
    algorithm: 'lobby-draw-v1',
    commitment: 'a'.repeat(64),
    seed: null,
    list_hash: null,
    drawn_at: null,
    ...over,
  };
}

/** The draw as the server publishes it once drawn from `seed` over the frozen list `listText`. */
export async function drawnRecord(
  seed: string,
  listText: string,
  drawnAt = '2026-11-10T12:10:00.000Z',
): Promise<DrawRecord> {
  return drawRecord({
    commitment: await commitmentOf(seed),
    seed,
    list_hash: await sha256Hex(listText),
    drawn_at: drawnAt,
  });
}
