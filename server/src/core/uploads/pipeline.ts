import { fieldErrors, HttpError } from '../http/errors';
import type { Storage } from '../storage';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, ImageError, reencodeImage } from './images';
import { saveUpload, sniffType } from './uploads';

/**
 * The one way an uploaded file becomes something the server keeps or reads: every multipart
 * route declares an UploadRule (`multipart({ …, accept: rule })`, recorded in the route table)
 * and passes each file through processUpload / acceptUpload, then stores the result with
 * storeUpload. The type comes from the bytes; images are measured from their header, decoded
 * only within bounds and re-encoded without metadata; other types are kept only from an
 * allow-list and only when their bytes say so.
 */

export type UploadProblem = 'size' | 'type' | 'dimensions' | 'unreadable';

/** Why an uploaded file is refused. */
export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem}`);
    this.name = 'UploadError';
  }
}

/** A stored type: its Content-Type and the extension its random name gets. */
export interface StoredType {
  mime: string;
  ext: string;
}

export interface UploadRule {
  /** The form field the file comes in; refusals are answered on it. */
  field: string;
  /** The largest file, in bytes: as sent, and as re-encoded. */
  maxBytes: number;
  /** Image types accepted (by their bytes): decoded and re-encoded in the same format. */
  images?: readonly string[];
  /**
   * Other types accepted by their sniffed type (magic numbers), kept as sent: the sniffed type →
   * what it is stored and served as. Routes serving them must send them as downloads.
   */
  documents?: Readonly<Record<string, StoredType>>;
  /** UTF-8 text without control characters (no magic number) is accepted, stored as this. */
  text?: StoredType;
  /** The answers, in the page's words (defaults below). */
  messages?: Partial<Record<UploadProblem, string>>;
}

/** An upload that went through the pipeline: what may be stored or read. */
export interface CheckedUpload extends StoredType {
  bytes: Buffer;
  /** Re-encoded image (false: a document or text kept as sent). */
  image: boolean;
}

/** The four image types the pages take everywhere. */
export const WEB_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

const listOf = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

export const UPLOAD_DIMENSIONS_MESSAGE = `The image may be at most ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} pixels (${IMAGE_MAX_PIXELS / 1_000_000} megapixels).`;
export const UPLOAD_UNREADABLE_MESSAGE = 'The image could not be read.';

/** What a rule answers for a problem: its own words, else the defaults. */
export function uploadMessage(rule: UploadRule, problem: UploadProblem): string {
  const own = rule.messages?.[problem];
  if (own) return own;
  switch (problem) {
    case 'size':
      return `The file may be at most ${Math.floor(rule.maxBytes / (1024 * 1024))} MB.`;
    case 'dimensions':
      return UPLOAD_DIMENSIONS_MESSAGE;
    case 'unreadable':
      return UPLOAD_UNREADABLE_MESSAGE;
    case 'type': {
      const images = (rule.images ?? []).map((m) => TYPE_NAMES[m] ?? m);
      return images.length && !rule.documents && !rule.text
        ? `Upload a ${listOf(images)} image.`
        : 'This type of file is not accepted.';
    }
  }
}

/** Plain text: valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The pipeline: size, the real type from the bytes (one the rule accepts), then for an image its
 * dimensions from the header (over 4096 × 4096 px or 40 MP is refused before any pixel is
 * decoded), a bounded decode and a re-encode without metadata; the result is bounded again.
 * Throws an UploadError naming the problem.
 */
export async function processUpload(
  rule: UploadRule,
  file: { bytes: Buffer; truncated: boolean },
): Promise<CheckedUpload> {
  if (file.truncated || file.bytes.length > rule.maxBytes) throw new UploadError('size');
  if (file.bytes.length === 0) throw new UploadError('type');
  const sniffed = await sniffType(file.bytes);
  if (sniffed && rule.images?.includes(sniffed.mime)) {
    let image;
    try {
      image = await reencodeImage(file.bytes, sniffed.mime);
    } catch (error) {
      if (error instanceof ImageError) throw new UploadError(error.problem);
      throw error;
    }
    if (image.bytes.length > rule.maxBytes) throw new UploadError('size');
    return { bytes: image.bytes, mime: image.mime, ext: image.ext, image: true };
  }
  const document = sniffed ? rule.documents?.[sniffed.mime] : undefined;
  if (document) return { bytes: file.bytes, ...document, image: false };
  if (!sniffed && rule.text && isPlainText(file.bytes))
    return { bytes: file.bytes, ...rule.text, image: false };
  throw new UploadError('type');
}

/** A refusal as the answer: 413 for size, otherwise 400, with the message on the rule's field. */
export function uploadRefusal(rule: UploadRule, problem: UploadProblem, message?: string) {
  const text = message ?? uploadMessage(rule, problem);
  const errors = { [rule.field]: [text] };
  return problem === 'size' ? new HttpError(413, text, errors) : fieldErrors(errors);
}

/** processUpload, a refusal answered on the rule's field. */
export async function acceptUpload(
  rule: UploadRule,
  file: { bytes: Buffer; truncated: boolean },
): Promise<CheckedUpload> {
  try {
    return await processUpload(rule, file);
  } catch (error) {
    if (error instanceof UploadError) throw uploadRefusal(rule, error.problem);
    throw error;
  }
}

/** Stores a checked upload under a new random name in `folder`; answers the name. */
export const storeUpload = (storage: Storage, folder: string, upload: CheckedUpload) =>
  saveUpload(storage, folder, upload.bytes, upload.ext);
