import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { createAffiliate } from '../affiliates/factories';

describe.each(testDialects())('compression (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    fs.mkdirSync(t.config.shellDist, { recursive: true });
  });
  afterEach(async () => {
    await t.close();
  });

  it('serves the precompressed build by content negotiation, with Vary: Accept-Encoding', async () => {
    const js = Buffer.from(`console.log(${JSON.stringify('lobby '.repeat(500))});`);
    fs.writeFileSync(path.join(t.config.shellDist, 'main.js'), js);
    fs.writeFileSync(path.join(t.config.shellDist, 'main.js.br'), brotliCompressSync(js));
    fs.writeFileSync(path.join(t.config.shellDist, 'main.js.gz'), gzipSync(js));

    const br = await t.app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(js))).toBe(true);

    const gz = await t.app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(js)).toBe(true);

    const plain = await t.app.inject({
      url: '/main.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(js)).toBe(true);
  });

  it('compresses API answers above 1 KB, not the small ones', async () => {
    for (let i = 0; i < 12; i++)
      await createAffiliate(t.db, { name: `Casino number ${i} with a long name` });
    const big = await t.app.inject({
      url: '/api/r/affiliates',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(big.rawPayload).toString()) as { data: unknown[] };
    expect(body.data).toHaveLength(12);

    // A cached read keeps its compressed form: the same bytes for the next browser.
    const br1 = await t.app.inject({
      url: '/api/r/affiliates',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const br2 = await t.app.inject({
      url: '/api/r/affiliates',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br1.headers['content-encoding']).toBe('br');
    expect(String(br1.headers.vary)).toMatch(/accept-encoding/i);
    expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(br1.rawPayload).toString())).toEqual(body);
    const identity = await t.app.inject({
      url: '/api/r/affiliates',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(body);

    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
