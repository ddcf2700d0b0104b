import type { DrawRecord } from '@lobby/contract-engagement';

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
