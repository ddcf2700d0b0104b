import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeUpload, saveUpload, sniffType, UPLOAD_NAME } from './uploads';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('uploads', () => {
  it('reads the type from the bytes, not from anything else', async () => {
    expect(await sniffType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffType(Buffer.from('hello, not an image'))).toBeNull();
    expect(await sniffType(Buffer.alloc(0))).toBeNull();
  });

  it('saves under a new random name and removes only upload names', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-uploads-')), 'banners');
    const a = await saveUpload(dir, PNG, 'png');
    const b = await saveUpload(dir, PNG, 'png');
    expect(a).toMatch(UPLOAD_NAME);
    expect(a).not.toBe(b);
    expect(fs.readFileSync(path.join(dir, a))).toEqual(PNG);

    fs.writeFileSync(path.join(dir, 'keep.txt'), 'x');
    await removeUpload(dir, 'keep.txt');
    await removeUpload(dir, '../keep.txt');
    expect(fs.existsSync(path.join(dir, 'keep.txt'))).toBe(true);

    await removeUpload(dir, a);
    await removeUpload(dir, a); // already gone: fine
    expect(fs.readdirSync(dir).sort()).toEqual([b, 'keep.txt'].sort());
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
