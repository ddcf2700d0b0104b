// drand beacons for lobby-draw-v2, checked the same way in the browser, the server's tests and
// the README's script: quicknet's scheme `bls-unchained-g1-rfc9380` — a BLS signature on G1
// (48 bytes) of sha256(round as 8 bytes big-endian) under the chain's public key on G2 (96 bytes),
// and randomness = sha256(signature).

/** The domain separation tag of drand's `bls-unchained-g1-rfc9380` scheme. */
export const DRAND_G1_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** A drand round as its HTTP API answers it. */
export interface DrandBeacon {
  round: number;
  randomness: string;
  signature: string;
}

const hexToBytes = (hex: string): Uint8Array => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not hex');
  return Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
};

/** The message a round's signature signs: sha256 of the round number as 8 bytes big-endian. */
export async function drandRoundMessage(round: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

/** What checking a beacon found: each part separately, so a page can say which one failed. */
export interface BeaconCheck {
  /** randomness = sha256(signature). */
  randomness: boolean;
  /** The BLS signature of the round under the public key. */
  signature: boolean;
}

/** Checks a beacon of round `round` against a chain's public key (hex); never throws. */
export async function checkDrandBeacon(
  beacon: DrandBeacon,
  round: number,
  publicKeyHex: string,
): Promise<BeaconCheck> {
  let signature = false;
  let randomness = false;
  try {
    const sig = hexToBytes(beacon.signature);
    randomness =
      sig.length > 0 &&
      (await sha256HexOfBytes(sig)) === beacon.randomness.toLowerCase() &&
      beacon.round === round;
    // Loaded only when a draw is checked: the pairing code is large.
    const { bls12_381 } = await import('@noble/curves/bls12-381');
    const message = bls12_381.shortSignatures.hash(await drandRoundMessage(round), DRAND_G1_DST);
    signature =
      beacon.round === round &&
      bls12_381.shortSignatures.verify(beacon.signature, message, publicKeyHex);
  } catch {
    // A malformed point or hex is a failed check, not an error.
  }
  return { randomness, signature };
}

async function sha256HexOfBytes(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when the beacon is round `round` of the chain with this public key. */
export async function isValidDrandBeacon(
  beacon: DrandBeacon,
  round: number,
  publicKeyHex: string,
): Promise<boolean> {
  const c = await checkDrandBeacon(beacon, round, publicKeyHex);
  return c.randomness && c.signature;
}

/** League of Entropy quicknet's public key: the browser checks quicknet beacons with its own copy. */
export const QUICKNET_PUBLIC_KEY =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
