// A client of drand's HTTP relays for one chain (League of Entropy quicknet by default): which
// round is out when, and a round fetched from the first relay that answers, verified against the
// chain's public key from configuration — never the key a relay claims.
import type { ChainClient, ChainInfo, RandomnessBeacon } from 'drand-client';
import { OutboundError, outboundFetch } from '../http/outbound';

/** One drand chain as configured (DRAND_* variables). */
export interface DrandChainConfig {
  /** Relays, tried in order (DRAND_URLS, comma-separated). */
  urls: string[];
  chainHash: string;
  /** Hex public key on G2 (96 bytes) of the `bls-unchained-g1-rfc9380` scheme. */
  publicKey: string;
  /** Seconds between rounds. */
  period: number;
  /** Unix seconds of round 1. */
  genesis: number;
}

/** The League of Entropy's quicknet chain (public facts, as drand publishes them). */
export const QUICKNET: DrandChainConfig = {
  urls: [
    'https://api.drand.sh',
    'https://api2.drand.sh',
    'https://api3.drand.sh',
    'https://drand.cloudflare.com',
  ],
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3,
  genesis: 1692803367,
};

/** When round `round` is out (round 1 at genesis). */
export const drandRoundTime = (chain: DrandChainConfig, round: number): Date =>
  new Date((chain.genesis + (round - 1) * chain.period) * 1000);

/** The first round out at or after `at`. */
export function firstDrandRoundAtOrAfter(chain: DrandChainConfig, at: Date): number {
  const seconds = at.getTime() / 1000 - chain.genesis;
  return Math.max(1, Math.ceil(seconds / chain.period) + 1);
}

export interface DrandBeacon {
  round: number;
  randomness: string;
  signature: string;
}

export type DrandFetch =
  | { status: 'out'; beacon: DrandBeacon; url: string }
  /** Not out yet (by the clock, or every relay said so). */
  | { status: 'pending' }
  /** No relay answered with a valid beacon; `error` says what each one did. */
  | { status: 'unreachable'; error: string };

const isBeacon = (v: unknown): v is DrandBeacon => {
  const b = v as Partial<DrandBeacon> | null;
  return (
    typeof b?.round === 'number' &&
    typeof b.randomness === 'string' &&
    /^[0-9a-f]+$/i.test(b.randomness) &&
    typeof b.signature === 'string' &&
    /^[0-9a-f]+$/i.test(b.signature)
  );
};

/** drand-client's verification, fed the configured chain info and one relay's answer. */
async function verified(chain: DrandChainConfig, beacon: DrandBeacon, round: number) {
  const info: ChainInfo = {
    public_key: chain.publicKey,
    period: chain.period,
    genesis_time: chain.genesis,
    hash: chain.chainHash,
    groupHash: '',
    schemeID: 'bls-unchained-g1-rfc9380',
    metadata: { beaconID: '' },
  };
  const client: ChainClient = {
    options: { disableBeaconVerification: false, noCache: false },
    latest: () => Promise.resolve(beacon as RandomnessBeacon),
    get: () => Promise.resolve(beacon as RandomnessBeacon),
    chain: () => ({ baseUrl: '', info: () => Promise.resolve(info) }),
  };
  // Loaded when a beacon is first checked: its BLS code takes ~0.2 s to load, which every
  // process (and every test file) building the app would pay otherwise.
  const { fetchBeacon } = await import('drand-client');
  try {
    await fetchBeacon(client, round);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches round `round` from the relays in order and answers the first valid beacon. A relay that
 * is down, answers nonsense or a beacon whose signature does not verify is skipped (and named in
 * the error); 404 / 425 from every relay that answered means the round is not out yet.
 */
export async function fetchDrandRound(
  chain: DrandChainConfig,
  round: number,
  now: Date,
  timeoutMs = 5_000,
): Promise<DrandFetch> {
  if (drandRoundTime(chain, round) > now) return { status: 'pending' };
  const problems: string[] = [];
  let notYet = false;
  for (const base of chain.urls) {
    const url = `${base.replace(/\/+$/, '')}/${chain.chainHash}/public/${round}`;
    try {
      const res = await outboundFetch(url, { headers: { accept: 'application/json' } }, timeoutMs);
      if (!isBeacon(res.json) || res.json.round !== round) {
        problems.push(`${base}: not a beacon of round ${round}`);
        continue;
      }
      const beacon = {
        round,
        randomness: res.json.randomness.toLowerCase(),
        signature: res.json.signature.toLowerCase(),
      };
      if (await verified(chain, beacon, round)) return { status: 'out', beacon, url: base };
      problems.push(`${base}: the signature does not verify against the chain's public key`);
    } catch (e) {
      if (e instanceof OutboundError && (e.status === 404 || e.status === 425)) notYet = true;
      problems.push(`${base}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (notYet && problems.every((p) => !p.includes('signature'))) return { status: 'pending' };
  return { status: 'unreachable', error: problems.join('; ') || 'no relay configured' };
}
