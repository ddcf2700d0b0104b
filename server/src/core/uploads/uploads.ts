import { randomBytes } from 'node:crypto';
import type { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../storage';

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

const MIME_BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([mime, ext]) => [ext, mime])),
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type an upload's extension stands for (octet-stream when unknown). */
export const mimeOfExtension = (ext: string) =>
  MIME_BY_EXTENSION[ext.toLowerCase()] ?? 'application/octet-stream';

/**
 * Stores bytes under a new random name in `folder` of the storage (core/storage: local disk or
 * the S3 bucket), e.g. folder 'uploads/banners'; answers the name.
 */
export async function saveUpload(
  storage: Storage,
  folder: string,
  bytes: Uint8Array,
  ext: string,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(`${folder}/${name}`, bytes, mimeOfExtension(ext));
  return name;
}

/** Deletes an upload by name; a missing one is fine. Only plain upload names are ever touched. */
export async function removeUpload(storage: Storage, folder: string, name: string): Promise<void> {
  if (!UPLOAD_NAME.test(name)) return;
  await storage.delete(`${folder}/${name}`);
}

/** An upload's bytes, or null when missing or not an upload name. */
export async function readUpload(
  storage: Storage,
  folder: string,
  name: string,
): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  return storage.read(`${folder}/${name}`);
}
