import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { IMAGE_EXTENSIONS } from './uploads';

// Decoded pixels are not cached between uploads: each is seen once.
sharp.cache(false);

/** No side longer than this, in pixels. */
export const IMAGE_MAX_SIDE = 4096;
/** No more pixels than this in all (every frame of an animation together). */
export const IMAGE_MAX_PIXELS = 40_000_000;

const SHARP_FORMAT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export type ImageProblem = 'type' | 'dimensions' | 'unreadable';

/** Why an upload is not an image we store. */
export class ImageError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
    this.name = 'ImageError';
  }
}

export interface ProcessedImage {
  /** The re-encoded bytes: what is stored and served, never the upload itself. */
  bytes: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image (sharp) of the type its bytes were sniffed as (`mime`, see
 * pipeline.ts): the dimensions from its header before anything is decoded (no side over 4096 px,
 * at most 40 MP — a pixel flood is refused unread), then decoded and written again in the same
 * format, turned upright and without metadata (EXIF, GPS, comments). What is stored is only what
 * the encoder wrote, so a polyglot (an image with a script or an archive appended) loses its
 * payload.
 */
export async function reencodeImage(bytes: Buffer, mime: string): Promise<ProcessedImage> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Only the header is read here (no pixel limit yet, so an oversized one is measured, not
    // refused as unreadable); decoding below is bounded by limitInputPixels as well.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('unreadable');
  }
  // The decoder must read it as what its magic number said, or it is not that image.
  if (meta.format !== SHARP_FORMAT[mime]) throw new ImageError('unreadable');
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (!width || !height) throw new ImageError('unreadable');
  if (
    width > IMAGE_MAX_SIDE ||
    height > IMAGE_MAX_SIDE ||
    width * height * frames > IMAGE_MAX_PIXELS
  )
    throw new ImageError('dimensions');
  const animated = mime === 'image/gif' || mime === 'image/webp';
  try {
    const many = animated && frames > 1;
    let image = sharp(bytes, { ...options, animated: many });
    if (!many) image = image.rotate(); // upright by its EXIF orientation, which is then dropped
    switch (mime) {
      case 'image/png':
        image = image.png();
        break;
      case 'image/jpeg':
        image = image.jpeg({ quality: 85 });
        break;
      case 'image/webp':
        image = image.webp({ quality: 85 });
        break;
      case 'image/gif':
        image = image.gif();
        break;
      default:
        throw new ImageError('type');
    }
    const out = await image.toBuffer();
    return { bytes: out, mime, ext: IMAGE_EXTENSIONS[mime]!, width, height };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError('unreadable');
  }
}
