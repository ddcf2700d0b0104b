import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { TINY_PNG } from '../../test/multipart';
import type { UploadRule } from './pipeline';
import { acceptUpload, processUpload, UploadError, WEB_IMAGE_TYPES } from './pipeline';

const IMAGES: UploadRule = { field: 'image', maxBytes: 1024 * 1024, images: WEB_IMAGE_TYPES };
const FILES: UploadRule = {
  field: 'attachments',
  maxBytes: 1024 * 1024,
  images: WEB_IMAGE_TYPES,
  documents: { 'application/pdf': { mime: 'application/pdf', ext: 'pdf' } },
  text: { mime: 'text/plain; charset=utf-8', ext: 'txt' },
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

const sent = (bytes: Buffer, truncated = false) => ({ bytes, truncated });

async function problemOf(rule: UploadRule, bytes: Buffer, truncated = false) {
  try {
    await processUpload(rule, sent(bytes, truncated));
  } catch (error) {
    if (error instanceof UploadError) return error.problem;
    throw error;
  }
  return null;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('the upload pipeline', () => {
  it('decides the type from the bytes and keeps only what the rule accepts', async () => {
    expect(await problemOf(IMAGES, HTML)).toBe('type');
    expect(await problemOf(IMAGES, PDF)).toBe('type');
    expect(await problemOf(IMAGES, Buffer.alloc(0))).toBe('type');
    expect(await problemOf({ ...FILES, text: undefined }, HTML)).toBe('type');
    expect(await problemOf(FILES, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBe('type');
    // A document is kept as sent, under the type its bytes say; text only as plain text.
    expect(await processUpload(FILES, sent(PDF))).toEqual({
      bytes: PDF,
      mime: 'application/pdf',
      ext: 'pdf',
      image: false,
    });
    expect(await processUpload(FILES, sent(HTML))).toMatchObject({ ext: 'txt', image: false });
  });

  it('refuses an image over 4096 px a side from its header, and a file over the size', async () => {
    expect(await problemOf(IMAGES, await png(4097, 8))).toBe('dimensions');
    expect(await problemOf(IMAGES, await png(8, 4097))).toBe('dimensions');
    expect(await problemOf(IMAGES, TINY_PNG, true)).toBe('size');
    expect(await problemOf({ ...IMAGES, maxBytes: TINY_PNG.length - 1 }, TINY_PNG)).toBe('size');
    // A header that promises an image the bytes do not hold.
    expect(await problemOf(IMAGES, TINY_PNG.subarray(0, 40))).toBe('unreadable');
  });

  it('bounds what it stores: an image that re-encodes larger than the limit is refused', async () => {
    const noise = await sharp(randomBytes(256 * 256 * 3), {
      raw: { width: 256, height: 256, channels: 3 },
    })
      .jpeg({ quality: 5 })
      .toBuffer();
    expect(await problemOf({ ...IMAGES, maxBytes: noise.length + 16 }, noise)).toBe('size');
  });

  it('re-encodes in the same format, upright, without EXIF or appended bytes', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'exif-secret' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processUpload(IMAGES, sent(Buffer.concat([jpeg, HTML])));
    expect(out).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', image: true });
    expect(out.bytes.includes('<script')).toBe(false);
    expect(out.bytes.includes('exif-secret')).toBe(false);
    const meta = await sharp(out.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const out = await processUpload(IMAGES, sent(gif));
    expect(await sharp(out.bytes).metadata()).toMatchObject({ format: 'gif', pages: 2 });
  });

  it('answers a refusal on the rule field: 413 for the size, 400 otherwise', async () => {
    await expect(acceptUpload(IMAGES, sent(HTML))).rejects.toMatchObject({
      statusCode: 400,
      errors: { image: ['Upload a PNG, JPEG, WebP or GIF image.'] },
    });
    await expect(acceptUpload(IMAGES, sent(TINY_PNG, true))).rejects.toMatchObject({
      statusCode: 413,
      errors: { image: ['The file may be at most 1 MB.'] },
    });
    await expect(
      acceptUpload({ ...IMAGES, messages: { dimensions: 'Too big.' } }, sent(await png(5000, 2))),
    ).rejects.toMatchObject({ statusCode: 400, errors: { image: ['Too big.'] } });
  });
});
