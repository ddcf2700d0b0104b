import type { AppConfig } from '../config';
import { createS3Storage } from './s3';
import type { Storage } from './storage';
import { createLocalStorage } from './storage';

export type { Storage, StoredObject } from './storage';

/**
 * The configured store: the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR on disk;
 * `publicFolders` are the upload folders it serves publicly (the core's and the areas').
 */
export function createStorage(
  config: Pick<AppConfig, 'storage' | 'dataDir'>,
  publicFolders: readonly string[],
): Storage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage, publicFolders)
    : createLocalStorage(config.dataDir, publicFolders);
}
