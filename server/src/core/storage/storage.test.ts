// The SDK warns once per process that its 2027 releases need Node 22; this repo pins one that runs on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { buildTestApp, headersOf } from '../../test/app';
import type { TestApp } from '../../test/app';
import { startFakeS3 } from '../../test/fake-s3';
import type { FakeS3 } from '../../test/fake-s3';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { parseStorage } from '../config';
import { createMember } from '../users/factories';
import { createS3Storage } from './s3';
import type { Storage } from './storage';
import { CORE_PUBLIC_UPLOAD_FOLDERS, checkKey, createLocalStorage, publicUrlOf } from './storage';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

let s3: FakeS3;
let tmp: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-storage-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const s3Config = (over: Partial<Parameters<typeof createS3Storage>[0]> = {}) => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
  prefix: 'site-a/',
  ...over,
});

describe('storage keys', () => {
  it('takes plain relative paths only', () => {
    expect(checkKey('uploads/banners/a.png')).toBe('uploads/banners/a.png');
    for (const bad of [
      '',
      '/abs',
      '../x',
      'a/../b',
      'a//b',
      'a/./b',
      'a b',
      'a\\b',
      'x'.repeat(600),
    ])
      expect(() => checkKey(bad)).toThrow('invalid storage key');
  });

  it('serves the public upload folders it is given under /media and nothing else', () => {
    const folders = [...CORE_PUBLIC_UPLOAD_FOLDERS, 'platforms'];
    expect(publicUrlOf('uploads/banners/a.png', folders)).toBe('/media/uploads/banners/a.png');
    expect(publicUrlOf('uploads/platforms/a.png', folders)).toBe('/media/uploads/platforms/a.png');
    expect(publicUrlOf('uploads/platforms/a.png', CORE_PUBLIC_UPLOAD_FOLDERS)).toBeNull();
    expect(publicUrlOf('uploads/challenge-evidence/a.png', folders)).toBeNull();
    expect(publicUrlOf('ticket-attachments/a.pdf', folders)).toBeNull();
    expect(publicUrlOf('uploads/banners/x/a.png', folders)).toBeNull();
  });
});

describe('storage configuration (environment)', () => {
  it('is local unless S3_BUCKET is set, and checks what S3 needs', () => {
    expect(parseStorage({})).toEqual({ kind: 'local' });
    expect(
      parseStorage({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/lobby',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: 'lobby/',
    });
    expect(() => parseStorage({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('together');
    expect(() => parseStorage({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow('http');
  });
});

describe.each([
  ['local disk', () => createLocalStorage(path.join(tmp, 'data'))],
  ['S3-compatible bucket', () => createS3Storage(s3Config())],
] as [string, () => Storage][])('%s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close?.());

  it('puts, reads, streams, checks and deletes objects', async () => {
    const key = 'uploads/banners/0123456789abcdef0123456789abcdef.png';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await storage.put(key, TINY_PNG, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.read(key)).toEqual(TINY_PNG);
    const object = (await storage.get(key))!;
    expect(object.size).toBe(TINY_PNG.length);
    expect(object.modified?.getTime()).toEqual(expect.any(Number));
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks)).toEqual(TINY_PNG);
    expect(storage.url(key)).toBe('/media/uploads/banners/0123456789abcdef0123456789abcdef.png');
    await storage.delete(key);
    await storage.delete(key); // already gone: fine
    expect(await storage.exists(key)).toBe(false);
  });

  it('keeps bytes exactly (larger, binary, UTF-8 text) under nested keys', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 251;
    await storage.put('ticket-attachments/big.bin', big, 'application/octet-stream');
    expect((await storage.read('ticket-attachments/big.bin'))!.equals(big)).toBe(true);
    await storage.put('ticket-attachments/note.txt', Buffer.from('héllo ✓'), 'text/plain');
    expect(await text((await storage.get('ticket-attachments/note.txt'))!.body)).toBe('héllo ✓');
    expect(storage.url('ticket-attachments/note.txt')).toBeNull();
  });

  it('refuses keys that would leave its root', async () => {
    await expect(storage.put('../escape.png', TINY_PNG, 'image/png')).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage.read('uploads/../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});

describe('S3 storage specifics', () => {
  it('signs every request (the fake checks SigV4) and puts the prefix before keys', async () => {
    const storage = createS3Storage(s3Config());
    await storage.put('uploads/site/a.png', TINY_PNG, 'image/png');
    expect(s3.objects.get('site-a/uploads/site/a.png')?.contentType).toBe('image/png');
    storage.close?.();
    const wrong = createS3Storage(s3Config({ secretAccessKey: 'not-the-secret' }));
    await expect(wrong.put('uploads/site/b.png', TINY_PNG, 'image/png')).rejects.toThrow();
    expect(s3.objects.has('site-a/uploads/site/b.png')).toBe(false);
    expect(s3.requests.at(-1)?.status).toBe(403);
    wrong.close?.();
  });

  it('answers errors other than "not found" as errors', async () => {
    const storage = createS3Storage(s3Config({ bucket: 'no-such-bucket' }));
    await expect(storage.put('uploads/site/c.png', TINY_PNG, 'image/png')).rejects.toThrow();
    storage.close?.();
  });
});

describe('uploads through the app on an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      config: { storage: { kind: 's3', ...s3Config({ prefix: 'app/' }) } },
    });
  });
  afterAll(() => t.close());

  it('stores an admin upload in the bucket and serves it at its /media path, cacheable', async () => {
    const admin = await t.login(await createMember(t.db, { role: 'admin', username: 'boss' }));
    const body = multipartBody([
      { name: 'file', file: { filename: 'logo.png', type: 'image/png', bytes: TINY_PNG } },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...headersOf(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const stored: string = res.json().data.path;
    const name = stored.split('/').pop()!;
    // What is stored is the re-encoded image (core/uploads/pipeline.ts), served as stored.
    const kept = s3.objects.get(`app/uploads/site/${name}`)!.bytes;
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // Nothing was written to the local data folder.
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'site', name))).toBe(false);

    const file = await t.app.inject(stored);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(kept);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(kept.length));
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const etag = file.headers.etag as string;
    const again = await t.app.inject({ url: stored, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: stored });
    expect(head.statusCode).toBe(200);

    const missing = await t.app.inject('/media/uploads/site/0123456789abcdef0123456789abcdef.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
    // Private folders and odd names are never served from here.
    await t.app.storage.put(`uploads/challenge-evidence/${name}`, TINY_PNG, 'image/png');
    expect((await t.app.inject(`/media/uploads/challenge-evidence/${name}`)).statusCode).toBe(404);
    expect((await t.app.inject('/media/uploads/site/..%2F..%2Fx.png')).statusCode).toBe(404);
  });
});
