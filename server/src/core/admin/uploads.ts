import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminUploadResponse } from '@lobby/shared-api/contract';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_SIZE_MESSAGE,
  ADMIN_IMAGE_TYPE_MESSAGE,
  ADMIN_IMAGE_TYPES,
  ADMIN_UPLOAD_PREFIX,
} from '@lobby/shared-api/contract';
import { fieldErrors, HttpError } from '../http/errors';
import { multipart, readMultipart } from '../http/multipart';
import { mediaUrl } from '../uploads/media';
import { IMAGE_EXTENSIONS, saveUpload, sniffType } from '../uploads/uploads';

/** The folder under DATA_DIR/uploads admin images go to (served publicly, see site.ts). */
export const ADMIN_UPLOAD_FOLDER = 'site';

// One image at most the size limit (a larger one is cut there and refused by name); anything
// larger than that in all is refused before it is read.
const UPLOAD_LIMITS = multipart({
  fileBytes: ADMIN_IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  requestBytes: ADMIN_IMAGE_MAX_BYTES + 64 * 1024,
});

async function readImage(request: FastifyRequest): Promise<{ bytes: Buffer; ext: string }> {
  if (!request.isMultipart()) throw fieldErrors({ file: ['Choose an image to upload.'] });
  const { files } = await readMultipart(request);
  const others = files.filter((f) => f.field !== 'file');
  if (others.length) throw fieldErrors({ [others[0]!.field]: ['Only `file` may be a file.'] });
  if (files.length !== 1) throw fieldErrors({ file: ['Choose an image to upload.'] });
  const { bytes, truncated } = files[0]!;
  if (truncated || bytes.length > ADMIN_IMAGE_MAX_BYTES)
    throw new HttpError(413, ADMIN_IMAGE_SIZE_MESSAGE, { file: [ADMIN_IMAGE_SIZE_MESSAGE] });
  if (bytes.length === 0) throw fieldErrors({ file: ['Choose an image to upload.'] });
  // The type comes from the bytes, never from the file name or the browser's claim.
  const type = await sniffType(bytes);
  if (!type || !(ADMIN_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw fieldErrors({ file: [ADMIN_IMAGE_TYPE_MESSAGE] });
  return { bytes, ext: IMAGE_EXTENSIONS[type.mime]! };
}

/**
 * POST /api/admin/uploads (multipart `file`): stores an image for an admin form (site logo,
 * affiliate logo) under a random name and answers its path; the form then saves that path.
 */
const adminUploadRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: UPLOAD_LIMITS }, async (request): Promise<AdminUploadResponse> => {
    const { bytes, ext } = await readImage(request);
    const name = await saveUpload(app.storage, `uploads/${ADMIN_UPLOAD_FOLDER}`, bytes, ext);
    const stored = `${ADMIN_UPLOAD_PREFIX}${name}`;
    return {
      success: true,
      data: { path: stored, url: mediaUrl(app.config.basePath, stored)! },
    };
  });
};

export default adminUploadRoutes;
