// A local stand-in for drand's HTTP relays, for the demo (`npm start`) and the tests: one chain
// (chain.json) whose rounds it signs itself, by the clock, with the `bls-unchained-g1-rfc9380`
// scheme quicknet uses — so the server verifies it exactly as it verifies quicknet. Its secret key
// is public (below): it proves nothing, and the pages name it a local demo chain.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bls12_381 as bls } from '@noble/curves/bls12-381';
import chain from './chain.json';

export const DEMO_DRAND_CHAIN = chain;
const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';
const DEMO_SECRET_KEY = createHash('sha256')
  .update('lobby local demo drand chain: not secret, demo only')
  .digest();

/** normal; down (every request 503); bad-signature (rounds signed for the wrong round). */
export type FakeBeaconMode = 'normal' | 'down' | 'bad-signature';

export interface FakeBeacon {
  url: string;
  setMode(mode: FakeBeaconMode): void;
  close(): Promise<void>;
}

/** Round `round` of the demo chain, signed. */
export function demoBeacon(round: number, signFor = round) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(signFor));
  const point = bls.shortSignatures.hash(createHash('sha256').update(message).digest(), DST);
  const signature = bls.shortSignatures.sign(point, DEMO_SECRET_KEY).toHex();
  const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
  return { round, randomness, signature };
}

export async function startFakeBeacon(
  opts: { port?: number; host?: string; clock?: () => Date } = {},
): Promise<FakeBeacon> {
  let mode: FakeBeaconMode = 'normal';
  const clock = opts.clock ?? (() => new Date());
  const latest = () =>
    Math.floor((clock().getTime() / 1000 - chain.genesis_time) / chain.period) + 1;
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'POST' && path === '/_control/mode') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const next = (JSON.parse(body || '{}') as { mode?: FakeBeaconMode }).mode;
        if (next === 'normal' || next === 'down' || next === 'bad-signature') mode = next;
        send(res, 200, { mode });
      });
      return;
    }
    if (mode === 'down') return send(res, 503, { error: 'down' });
    const m = /^\/([0-9a-f]{64})\/(info|public\/(latest|\d+))$/.exec(path);
    if (!m || m[1] !== chain.chain_hash) return send(res, 404, { error: 'not found' });
    if (m[2] === 'info')
      return send(res, 200, {
        public_key: chain.public_key,
        period: chain.period,
        genesis_time: chain.genesis_time,
        hash: chain.chain_hash,
        groupHash: chain.chain_hash,
        schemeID: 'bls-unchained-g1-rfc9380',
        metadata: { beaconID: 'lobby-demo' },
      });
    const round = m[3] === 'latest' ? latest() : Number(m[3]);
    if (round < 1 || round > latest()) return send(res, 425, { error: 'round not out yet' });
    send(res, 200, mode === 'bad-signature' ? demoBeacon(round, round + 1) : demoBeacon(round));
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    setMode: (m) => (mode = m),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
