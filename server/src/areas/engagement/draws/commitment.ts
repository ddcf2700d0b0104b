import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh draw seed for a giveaway or wager raffle (32 bytes from the crypto module, as hex) and
 * its commitment, sha256 of the seed's hex text — published when it opens (lobby-draw-v1).
 */
export function newDrawSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: createHash('sha256').update(seed).digest('hex') };
}
