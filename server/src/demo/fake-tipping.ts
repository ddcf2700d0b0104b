import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one call. */
export type FakeTipMode =
  | { kind: 'ok' }
  | { kind: 'fail'; status: number }
  | { kind: 'rate-limit'; retryAfterSeconds: number }
  /** Pays, then answers too late (the caller times out: outcome unknown to it). */
  | { kind: 'timeout'; delayMs: number }
  | { kind: 'refuse'; message: string };

export interface FakeTip {
  nonce: string;
  receiverName: string;
  amount: string;
  authorization: string | null;
  tipId: string;
}

export interface FakeTipping {
  /** The tipping API's URL (POST). */
  url: string;
  /** Tips paid, one per nonce. */
  paid: FakeTip[];
  /** Every call received (including repeats of a nonce). */
  calls: number;
  /** Answers the next calls this way, one mode per call, then 'ok'. */
  queue(...modes: FakeTipMode[]): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for a casino's Roobet-style tipping API: pays each nonce once (a repeat
 * answers the first tip), and on demand fails, answers 429 with Retry-After, refuses, or pays and
 * answers too late.
 */
export async function startFakeTipping(): Promise<FakeTipping> {
  const paid: FakeTip[] = [];
  const modes: FakeTipMode[] = [];
  const state = { calls: 0 };
  const pay = (body: Record<string, string>, authorization: string | null): FakeTip => {
    const existing = paid.find((p) => p.nonce === body.nonce);
    if (existing) return existing;
    const tip = {
      nonce: body.nonce!,
      receiverName: body.receiverName!,
      amount: body.amount!,
      authorization,
      tipId: randomUUID(),
    };
    paid.push(tip);
    return tip;
  };
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      state.calls += 1;
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      let body: Record<string, string>;
      try {
        body = JSON.parse(data || '{}') as Record<string, string>;
      } catch {
        return json(400, { success: false, message: 'bad json' });
      }
      if (!body.nonce || !body.receiverName || !body.amount)
        return json(400, { success: false, message: 'nonce, receiverName and amount required' });
      const mode = modes.shift() ?? { kind: 'ok' };
      const auth = req.headers.authorization ?? null;
      switch (mode.kind) {
        case 'fail':
          return json(mode.status, { success: false, message: 'upstream trouble' });
        case 'rate-limit':
          return json(
            429,
            { success: false, message: 'slow down' },
            { 'retry-after': String(mode.retryAfterSeconds) },
          );
        case 'refuse':
          return json(400, { success: false, message: mode.message });
        case 'timeout': {
          const tip = pay(body, auth);
          setTimeout(() => json(200, { success: true, tipId: tip.tipId }), mode.delayMs).unref();
          return;
        }
        default: {
          const tip = pay(body, auth);
          return json(200, { success: true, tipId: tip.tipId });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/affiliate/v2/tip`,
    paid,
    get calls() {
      return state.calls;
    },
    queue: (...m) => modes.push(...m),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
