import path from 'node:path';
import { TICKET_ATTACHMENTS_MAX, TICKET_MESSAGES } from '@lobby/contract-support';
import { fieldErrors } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import type { Storage } from '../../../core/storage';
import { ImageError, reencodeImage } from '../../../core/uploads/images';
import { removeUpload, saveUpload, sniffType } from '../../../core/uploads/uploads';

/** Their storage folder (core/storage; private: served only through the ticket routes). */
export const TICKET_ATTACHMENTS_FOLDER = 'ticket-attachments';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Types accepted by their bytes (the name's extension is never trusted). */
const DOCUMENT_TYPES: Record<string, { mime: string; ext: string }> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  // Word 97–2003 is an OLE compound file.
  'application/x-cfb': { mime: 'application/msword', ext: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
};

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

/** A name safe to show and to put in a Content-Disposition header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';

  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}

export interface CheckedAttachment {
  name: string;
  bytes: Buffer;
  mime: string;
  ext: string;
}

/**
 * Checks a ticket's files by their bytes: at most 5, each at most 10 MB, images (re-encoded
 * without metadata), PDF, plain text, DOC or DOCX. Every problem is answered on `attachments` in
 * the page's words; nothing is written.
 */
export async function checkAttachments(files: UploadedFile[]): Promise<CheckedAttachment[]> {
  const sent = files.filter((f) => f.bytes.length > 0 || f.filename);
  for (const f of sent)
    if (f.field !== 'attachments' && !/^attachments\[\d+\]$/.test(f.field))
      throw fieldErrors({ [f.field]: ['Only attachments may be files.'] });
  if (sent.length > TICKET_ATTACHMENTS_MAX)
    throw fieldErrors({ attachments: [TICKET_MESSAGES.tooManyFiles] });
  const tooLarge = sent.filter((f) => f.truncated).map((f) => cleanFileName(f.filename));
  if (tooLarge.length)
    throw fieldErrors({ attachments: [tooLarge.map(TICKET_MESSAGES.fileTooLarge).join(', ')] });
  const checked: CheckedAttachment[] = [];
  const refused: string[] = [];
  for (const f of sent) {
    const name = cleanFileName(f.filename);
    if (f.bytes.length === 0) {
      refused.push(name);
      continue;
    }
    const type = await sniffType(f.bytes);
    if (type && IMAGE_TYPES.includes(type.mime)) {
      try {
        const image = await reencodeImage(f.bytes, IMAGE_TYPES);
        checked.push({ name, bytes: image.bytes, mime: image.mime, ext: image.ext });
      } catch (error) {
        if (!(error instanceof ImageError)) throw error;
        refused.push(name);
      }
      continue;
    }
    const doc = type ? DOCUMENT_TYPES[type.mime] : undefined;
    if (doc) checked.push({ name, bytes: f.bytes, ...doc });
    else if (!type && isPlainText(f.bytes))
      checked.push({ name, bytes: f.bytes, mime: 'text/plain; charset=utf-8', ext: 'txt' });
    else refused.push(name);
  }
  if (refused.length) throw fieldErrors({ attachments: refused.map(TICKET_MESSAGES.fileType) });
  return checked;
}

/** Writes the checked files; answers their stored names (remove them again if the insert fails). */
export async function writeAttachments(storage: Storage, files: CheckedAttachment[]) {
  const stored: string[] = [];
  try {
    for (const f of files)
      stored.push(await saveUpload(storage, TICKET_ATTACHMENTS_FOLDER, f.bytes, f.ext));
  } catch (error) {
    await removeAttachmentFiles(storage, stored);
    throw error;
  }
  return stored;
}

export async function removeAttachmentFiles(storage: Storage, names: string[]) {
  for (const n of names) await removeUpload(storage, TICKET_ATTACHMENTS_FOLDER, n);
}

/** A stored attachment's bytes; rejects when it is missing. */
export async function readAttachment(storage: Storage, storedName: string): Promise<Buffer> {
  const bytes = await storage.read(`${TICKET_ATTACHMENTS_FOLDER}/${path.basename(storedName)}`);
  if (!bytes) throw new Error('attachment missing');
  return bytes;
}
