import path from 'node:path';
import {
  TICKET_ATTACHMENTS_MAX,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_MESSAGES,
} from '@lobby/contract-support';
import { fieldErrors } from '../../../core/http/errors';
import type { UploadedFile } from '../../../core/http/multipart';
import type { Storage } from '../../../core/storage';
import type { CheckedUpload, UploadRule } from '../../../core/uploads/pipeline';
import {
  processUpload,
  storeUpload,
  UploadError,
  UPLOAD_DIMENSIONS_MESSAGE,
  WEB_IMAGE_TYPES,
} from '../../../core/uploads/pipeline';
import { removeUpload } from '../../../core/uploads/uploads';

/** Their storage folder (core/storage; private: served only through the ticket routes). */
export const TICKET_ATTACHMENTS_FOLDER = 'ticket-attachments';

/** Documents accepted by their bytes (the name's extension is never trusted), kept as sent. */
const DOCUMENT_TYPES: Record<string, { mime: string; ext: string }> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  // Word 97–2003 is an OLE compound file.
  'application/x-cfb': { mime: 'application/msword', ext: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
};

/** A name safe to show and to put in a Content-Disposition header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';

  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}

/**
 * What a ticket takes: images (re-encoded without metadata, shown inline), PDF, DOC, DOCX and
 * plain text (kept as sent, only ever served as downloads: see the attachment route).
 */
export const TICKET_ATTACHMENT: UploadRule = {
  field: 'attachments',
  maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
  images: WEB_IMAGE_TYPES,
  documents: DOCUMENT_TYPES,
  text: { mime: 'text/plain; charset=utf-8', ext: 'txt' },
};

export interface CheckedAttachment extends CheckedUpload {
  /** The name the member gave it (cleaned; shown, never used to decide anything). */
  name: string;
}

/** The name a download is saved under: the member's, with the extension of what it really is. */
export function downloadName(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const own = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const same = own === ext || (ext === 'jpg' && own === 'jpeg');
  return same ? name : `${stem}.${ext}`;
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
    try {
      checked.push({ name, ...(await processUpload(TICKET_ATTACHMENT, f)) });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      if (error.problem === 'size')
        throw fieldErrors({ attachments: [TICKET_MESSAGES.fileTooLarge(name)] });
      if (error.problem === 'dimensions')
        throw fieldErrors({ attachments: [`${name}: ${UPLOAD_DIMENSIONS_MESSAGE}`] });
      refused.push(name);
    }
  }
  if (refused.length) throw fieldErrors({ attachments: refused.map(TICKET_MESSAGES.fileType) });
  return checked;
}

/** Writes the checked files; answers their stored names (remove them again if the insert fails). */
export async function writeAttachments(storage: Storage, files: CheckedAttachment[]) {
  const stored: string[] = [];
  try {
    for (const f of files) stored.push(await storeUpload(storage, TICKET_ATTACHMENTS_FOLDER, f));
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
