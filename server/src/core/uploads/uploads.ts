import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { fileTypeFromBuffer } from 'file-type';

/** A file's real type, read from its first bytes. */
export interface SniffedType {
  mime: string;
  ext: string;
}

let fileTypeModule: Promise<{ fileTypeFromBuffer: typeof fileTypeFromBuffer }> | null = null;

// file-type is published as ESM only while the server runs as CommonJS (tsx, jest): load it once
// with import().
const loadFileType = () => (fileTypeModule ??= import('file-type'));

/** The type the bytes say they are (magic numbers), or null when unknown (text, SVG, empty…). */
export async function sniffType(bytes: Uint8Array): Promise<SniffedType | null> {
  if (!bytes.length) return null;
  const found = await (await loadFileType()).fileTypeFromBuffer(bytes);
  return found ? { mime: found.mime, ext: found.ext } : null;
}

/** File extension we store each accepted image type under (served back with its Content-Type). */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Names saveUpload produces: 32 hex characters and a short extension. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** Writes bytes under a new random name in `dir` (created when missing); answers the name. */
export async function saveUpload(dir: string, bytes: Uint8Array, ext: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  // 'wx': never overwrite, even on the (astronomically unlikely) same random name.
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return name;
}

/** Deletes an upload by name; a missing file is fine. Only plain upload names are ever touched. */
export async function removeUpload(dir: string, name: string): Promise<void> {
  if (!UPLOAD_NAME.test(name)) return;
  try {
    await fs.unlink(path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
