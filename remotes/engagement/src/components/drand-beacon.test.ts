import { createHash, webcrypto } from 'node:crypto';
import { checkDrandBeacon, isValidDrandBeacon } from './drand-beacon';

// jsdom's crypto has no subtle: give the check Node's Web Crypto, as a browser has.
beforeAll(() => {
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

// League of Entropy quicknet: its public key and two of its real rounds (public data).
const QUICKNET =
  '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a';
const beacon = (round: number, signature: string) => ({
  round,
  signature,
  randomness: createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex'),
});
const R1000 = beacon(
  1000,
  'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
);
const R32285085 = beacon(
  32285085,
  '81dbce51d584d90d618547f4b50391d53ace6f6b9aeb8fb67e1879427af9d0310ac0ec6f519271d9a313ee84b378d416',
);

describe('drand beacons (bls-unchained-g1-rfc9380)', () => {
  it('accepts real quicknet rounds under the real public key', async () => {
    expect(await isValidDrandBeacon(R1000, 1000, QUICKNET)).toBe(true);
    expect(await isValidDrandBeacon(R32285085, 32285085, QUICKNET)).toBe(true);
  });

  it('refuses a tampered signature, another round, a wrong randomness and another key', async () => {
    const last = R1000.signature.slice(-1) === '9' ? '8' : '9';
    const tampered = { ...R1000, signature: R1000.signature.slice(0, -1) + last };
    expect((await checkDrandBeacon(tampered, 1000, QUICKNET)).signature).toBe(false);
    // A valid signature of another round is not this round's.
    expect(await checkDrandBeacon({ ...R32285085, round: 1000 }, 1000, QUICKNET)).toEqual({
      randomness: true,
      signature: false,
    });
    expect(await checkDrandBeacon(R32285085, 1000, QUICKNET)).toEqual({
      randomness: false,
      signature: false,
    });
    expect(
      await checkDrandBeacon({ ...R1000, randomness: '00'.repeat(32) }, 1000, QUICKNET),
    ).toEqual({ randomness: false, signature: true });
    expect(await isValidDrandBeacon(R1000, 1000, 'aa'.repeat(96))).toBe(false);
    expect(await isValidDrandBeacon({ ...R1000, signature: 'zz' }, 1000, QUICKNET)).toBe(false);
  });
});
