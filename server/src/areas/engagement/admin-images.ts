import type { FastifyPluginAsync } from 'fastify';
import type { ImageUploadResponse } from '@lobby/contract-engagement';
import { ENGAGEMENT_IMAGE_PREFIX } from '@lobby/contract-engagement';
import { fieldErrors, HttpError } from '../../core/http/errors';
import { multipart, readMultipart } from '../../core/http/multipart';
import { IMAGE_EXTENSIONS, saveUpload, sniffType } from '../../core/uploads/uploads';

/** The largest giveaway or prize image accepted. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TYPE_MESSAGE = 'Upload a PNG, JPEG, WebP or GIF image.';
const SIZE_MESSAGE = 'The image is larger than 5 MB.';

// One image, nothing else; a larger file is cut at the limit (truncated) and refused by name.
const UPLOAD_LIMITS = multipart({
  fileBytes: IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  requestBytes: IMAGE_MAX_BYTES + 16 * 1024,
});

/**
 * POST /api/admin/engagement/images (multipart `image`): a giveaway or prize image, checked by
 * its bytes, stored under DATA_DIR/uploads/engagement and served at /media/uploads/engagement/.
 */
const engagementImageRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: UPLOAD_LIMITS }, async (request, reply): Promise<ImageUploadResponse> => {
    const { files } = await readMultipart(request);
    const file = files.find((f) => f.field === 'image');
    if (!file || (file.bytes.length === 0 && !file.filename))
      throw fieldErrors({ image: ['Choose an image to upload.'] });
    if (file.truncated || file.bytes.length > IMAGE_MAX_BYTES)
      throw new HttpError(413, SIZE_MESSAGE, { image: [SIZE_MESSAGE] });
    const type = await sniffType(file.bytes);
    const ext = type ? IMAGE_EXTENSIONS[type.mime] : undefined;
    if (!ext) throw fieldErrors({ image: [TYPE_MESSAGE] });
    const name = await saveUpload(app.storage, 'uploads/engagement', file.bytes, ext);
    reply.code(201);
    return { success: true, image: `${ENGAGEMENT_IMAGE_PREFIX}${name}` };
  });
};

export default engagementImageRoutes;
