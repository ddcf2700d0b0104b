import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminUploadResponse } from '@lobby/shared-api/contract';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_SIZE_MESSAGE,
  ADMIN_IMAGE_TYPE_MESSAGE,
  ADMIN_IMAGE_TYPES,
  ADMIN_UPLOAD_PREFIX,
} from '@lobby/shared-api/contract';
import { fieldErrors } from '../http/errors';
import { multipart, readMultipart } from '../http/multipart';
import { mediaUrl } from '../uploads/media';
import type { CheckedUpload, UploadRule } from '../uploads/pipeline';
import { acceptUpload, storeUpload } from '../uploads/pipeline';

/** The folder under DATA_DIR/uploads admin images go to (served publicly, see site.ts). */
export const ADMIN_UPLOAD_FOLDER = 'site';

const ADMIN_IMAGE: UploadRule = {
  field: 'file',
  maxBytes: ADMIN_IMAGE_MAX_BYTES,
  images: ADMIN_IMAGE_TYPES,
  messages: { size: ADMIN_IMAGE_SIZE_MESSAGE, type: ADMIN_IMAGE_TYPE_MESSAGE },
};

// One image at most the size limit (a larger one is cut there and refused by name); anything
// larger than that in all is refused before it is read.
const UPLOAD_LIMITS = multipart({
  fileBytes: ADMIN_IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  requestBytes: ADMIN_IMAGE_MAX_BYTES + 64 * 1024,
  accept: ADMIN_IMAGE,
});

async function readImage(request: FastifyRequest): Promise<CheckedUpload> {
  if (!request.isMultipart()) throw fieldErrors({ file: ['Choose an image to upload.'] });
  const { files } = await readMultipart(request);
  const others = files.filter((f) => f.field !== 'file');
  if (others.length) throw fieldErrors({ [others[0]!.field]: ['Only `file` may be a file.'] });
  if (files.length !== 1) throw fieldErrors({ file: ['Choose an image to upload.'] });
  const file = files[0]!;
  if (file.bytes.length === 0) throw fieldErrors({ file: ['Choose an image to upload.'] });
  return acceptUpload(ADMIN_IMAGE, file);
}

/**
 * POST /api/admin/uploads (multipart `file`): stores an image for an admin form (site logo,
 * affiliate logo) under a random name and answers its path; the form then saves that path.
 */
const adminUploadRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: UPLOAD_LIMITS }, async (request): Promise<AdminUploadResponse> => {
    const image = await readImage(request);
    const name = await storeUpload(app.storage, `uploads/${ADMIN_UPLOAD_FOLDER}`, image);
    const stored = `${ADMIN_UPLOAD_PREFIX}${name}`;
    return {
      success: true,
      data: { path: stored, url: mediaUrl(app.config.basePath, stored)! },
    };
  });
};

export default adminUploadRoutes;
