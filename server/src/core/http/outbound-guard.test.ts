import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { serviceText } from './outbound';
import {
  blockedCause,
  createGuardedFetch,
  INSIDE_ADDRESS_MESSAGE,
  isInsideAddress,
  outboundUrlProblem,
  parseOutboundAllow,
} from './outbound-guard';
import type { GuardOptions } from './outbound-guard';

/** A resolver answering fixed addresses per name (and ENOTFOUND for any other). */
function fakeDns(names: Record<string, string[]>): NonNullable<GuardOptions['lookup']> {
  return (hostname, _options, callback) => {
    const list = names[hostname];
    if (!list)
      return callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        [],
      );
    callback(
      null,
      list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
}

describe('outbound guard', () => {
  let server: http.Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1;
      if (req.url === '/hop') {
        res.writeHead(302, { location: `http://ten.test:${port}/` });
        return res.end();
      }
      if (req.url === '/hop-out') {
        res.writeHead(302, { location: `http://feed.test:${port}/data` });
        return res.end();
      }
      if (req.url === '/gz') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return res.end(gzipSync(JSON.stringify({ zipped: true })));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, method: req.method }));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  const dns = () =>
    fakeDns({
      'feed.test': ['127.0.0.1'],
      'ten.test': ['10.1.2.3'],
      'meta.test': ['169.254.169.254'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'cgnat.test': ['100.64.0.7'],
      'split.test': ['93.184.216.34', '127.0.0.1'],
    });
  const guarded = (allow = '') =>
    createGuardedFetch({ allow: parseOutboundAllow(allow), lookup: dns() });

  async function refusal(p: Promise<unknown>) {
    const error = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeTruthy();
    return blockedCause(error);
  }

  it('knows the inside ranges, in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const a of [
      '127.0.0.1',
      '10.9.8.7',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
    ])
      expect([a, isInsideAddress(a)]).toEqual([a, true]);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])
      expect([a, isInsideAddress(a)]).toEqual([a, false]);
  });

  it('refuses names that resolve inside, inside literals and metadata names, before any byte is sent', async () => {
    const before = hits;
    const fetch = guarded();
    for (const url of [
      `http://feed.test:${port}/data`,
      `http://ten.test:${port}/`,
      `http://meta.test/latest/meta-data/`,
      `http://mapped.test:${port}/`,
      `http://cgnat.test:${port}/`,
      `http://split.test:${port}/`,
      `http://127.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://metadata.google.internal/computeMetadata/v1/`,
    ]) {
      const blocked = await refusal(fetch(url));
      expect([url, blocked?.message]).toEqual([url, expect.stringContaining('OUTBOUND_ALLOW')]);
    }
    expect(hits).toBe(before);
  });

  it('reaches what OUTBOUND_ALLOW lists: an address, a CIDR, a name, optionally with its port', async () => {
    for (const allow of [
      '127.0.0.1',
      '127.0.0.0/8',
      `127.0.0.1:${port}`,
      `feed.test:${port}`,
      'feed.test',
    ]) {
      const res = await guarded(allow)(`http://feed.test:${port}/data`);
      expect([allow, res.status, await res.json()]).toEqual([
        allow,
        200,
        { ok: true, method: 'GET' },
      ]);
    }
    // The mapped form of an allowed IPv4 address is the same address.
    expect((await guarded('127.0.0.1')(`http://[::ffff:127.0.0.1]:${port}/`)).status).toBe(200);
    // Another port, or another inside address, stays refused.
    expect(await refusal(guarded('127.0.0.1:1')(`http://feed.test:${port}/data`))).toBeTruthy();
    expect(await refusal(guarded('127.0.0.1')(`http://ten.test:${port}/`))).toBeTruthy();
    expect(() => parseOutboundAllow('not a host!')).toThrow(/OUTBOUND_ALLOW/);
    expect(() => parseOutboundAllow('10.0.0.0/33')).toThrow(/OUTBOUND_ALLOW/);
  });

  it('checks every redirect hop again, and refuses redirects when asked to', async () => {
    const fetch = guarded(`127.0.0.1:${port}`);
    // 127.0.0.1 is allowed, the hop to 10.1.2.3 is not.
    expect(await refusal(fetch(`http://127.0.0.1:${port}/hop`))).toBeTruthy();
    const followed = await fetch(`http://127.0.0.1:${port}/hop-out`);
    expect(followed.status).toBe(200);
    const manual = await fetch(`http://127.0.0.1:${port}/hop`, { redirect: 'manual' });
    expect(manual.status).toBe(302);
    await expect(fetch(`http://127.0.0.1:${port}/hop-out`, { redirect: 'error' })).rejects.toThrow(
      'fetch failed',
    );
    await expect(
      fetch(`http://127.0.0.1:${port}/hop-out`, { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
  });

  it('sends bodies and answers like fetch', async () => {
    const res = await guarded('127.0.0.1')(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ ok: true, method: 'POST' });
    const zipped = await guarded('127.0.0.1')(`http://127.0.0.1:${port}/gz`);
    expect(await zipped.json()).toEqual({ zipped: true });
    const aborted = guarded('127.0.0.1')(`http://127.0.0.1:${port}/`, {
      signal: AbortSignal.abort(),
    });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers the save-time message for inside addresses only', async () => {
    const opts = { allow: parseOutboundAllow(''), lookup: dns() };
    expect(await outboundUrlProblem('http://feed.test/x', opts)).toBe(INSIDE_ADDRESS_MESSAGE);
    expect(await outboundUrlProblem('http://169.254.169.254/', opts)).toBe(INSIDE_ADDRESS_MESSAGE);
    expect(await outboundUrlProblem('http://[::ffff:10.0.0.1]/', opts)).toBe(
      INSIDE_ADDRESS_MESSAGE,
    );
    // A name that does not resolve now is left to the fetch (checked again every time).
    expect(await outboundUrlProblem('https://not-yet.test/x', opts)).toBeNull();
    expect(await outboundUrlProblem('https://93.184.216.34/x', opts)).toBeNull();
    expect(
      await outboundUrlProblem('http://feed.test/x', {
        ...opts,
        allow: parseOutboundAllow('feed.test'),
      }),
    ).toBeNull();
  });
});

describe('serviceText', () => {
  it('keeps an outside answer short, on one line, without control characters or HTML', () => {
    expect(serviceText('bad\u0000 token\r\n\u001b[31mred\u202e')).toBe('bad token [31mred');
    expect(
      serviceText(
        '<!doctype html><html><head><title>502 Bad Gateway</title></head><body>…</body></html>',
      ),
    ).toBe('an HTML page titled "502 Bad Gateway"');
    expect(serviceText('<html><body><h1>Oops</h1><script>x()</script></body></html>')).toBe('Oops');
    const long = serviceText('x'.repeat(5000));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
