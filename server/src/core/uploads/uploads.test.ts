import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../storage/storage';
import { readUpload, removeUpload, saveUpload, sniffType, UPLOAD_NAME } from './uploads';

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
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-uploads-'));
    const storage = createLocalStorage(root);
    const dir = path.join(root, 'uploads', 'banners');
    const a = await saveUpload(storage, 'uploads/banners', PNG, 'png');
    const b = await saveUpload(storage, 'uploads/banners', PNG, 'png');
    expect(a).toMatch(UPLOAD_NAME);
    expect(a).not.toBe(b);
    expect(fs.readFileSync(path.join(dir, a))).toEqual(PNG);
    expect(await readUpload(storage, 'uploads/banners', a)).toEqual(PNG);
    expect(await readUpload(storage, 'uploads/banners', '../banners/x')).toBeNull();

    fs.writeFileSync(path.join(dir, 'keep.txt'), 'x');
    await removeUpload(storage, 'uploads/banners', 'keep.txt');
    await removeUpload(storage, 'uploads/banners', '../keep.txt');
    expect(fs.existsSync(path.join(dir, 'keep.txt'))).toBe(true);

    await removeUpload(storage, 'uploads/banners', a);
    await removeUpload(storage, 'uploads/banners', a); // already gone: fine
    expect(fs.readdirSync(dir).sort()).toEqual([b, 'keep.txt'].sort());
    fs.rmSync(root, { recursive: true, force: true });
  });
});
