import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: one interface for every area (banners, logos, platform images,
 * challenge and casino-link evidence, ticket attachments…), on local disk by default or in an
 * S3-compatible bucket (./s3.ts) when S3_BUCKET is set, so every process serves every upload.
 *
 * A key is a relative path of plain segments, e.g. `uploads/banners/<32 hex>.png`; the local
 * store keeps it under DATA_DIR at that path (the layout before this interface), the bucket
 * under the same name (after S3_PREFIX), so copying the data folders into a bucket moves a site.
 */
export interface StoredObject {
  /** The bytes, streamed; read it to the end or destroy it. */
  body: Readable;
  /** Bytes, when known. */
  size: number | null;
  /** Last change, when known (HTTP Last-Modified). */
  modified: Date | null;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key. Keys are new random names: an existing one is an error. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or null when there is none (small files: evidence, attachments). */
  read(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The objects directly in a folder (`uploads/store`), with when each was written. */
  list(folder: string): Promise<{ name: string; modified: Date | null }[]>;
  /** The upload folders served publicly under /media/uploads/<folder>/ (images only). */
  readonly publicFolders: readonly string[];
  /**
   * The site path that serves the key, for public upload folders (`/media/<key>`, served by
   * core/site through this interface from any process); null for private keys.
   */
  url(key: string): string | null;
  /** Frees connections (the app's onClose). */
  close?(): void;
}

/** Segments of letters, digits, dot, dash and underscore; no `.`/`..`, no leading slash. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

/** Throws unless the key is a plain relative path (never escapes the store's root). */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.length > 512 || !parts.every((p) => SEGMENT.test(p)))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The core's upload folders served publicly under /media/uploads/<folder>/ (images only); the
 * areas add theirs (AreaModule.publicUploadFolders), composed in platform.ts.
 */
export const CORE_PUBLIC_UPLOAD_FOLDERS: readonly string[] = ['banners', 'site'];

/** `/media/<key>` for a key in one of the public upload folders, else null. */
export function publicUrlOf(key: string, publicFolders: readonly string[]): string | null {
  const [root, folder, name, ...rest] = key.split('/');
  if (root !== 'uploads' || !name || rest.length) return null;
  if (!publicFolders.includes(folder ?? '')) return null;
  return `/media/${key}`;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under `root` (DATA_DIR), at the key's path; written with 'wx' (never overwritten). */
export function createLocalStorage(
  root: string,
  publicFolders: readonly string[] = CORE_PUBLIC_UPLOAD_FOLDERS,
): Storage {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    publicFolders,
    async put(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes, { flag: 'wx' });
    },
    async get(key) {
      const target = file(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(target, 'r');
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the descriptor from here (closed when it ends or is destroyed).
        const body = handle.createReadStream({ autoClose: true });
        return { body, size: stat.size, modified: stat.mtime };
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },
    async read(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await fs.unlink(file(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(file(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(folder) {
      const dir = file(folder);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const out: { name: string; modified: Date | null }[] = [];
      for (const name of names) {
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) out.push({ name, modified: stat.mtime });
      }
      return out;
    },
    url: (key) => publicUrlOf(checkKey(key), publicFolders),
  };
}
