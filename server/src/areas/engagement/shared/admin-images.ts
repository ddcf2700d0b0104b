import type { FastifyPluginAsync } from 'fastify';
import type { ImageUploadResponse } from '@lobby/contract-engagement';
import { ENGAGEMENT_IMAGE_PREFIX } from '@lobby/contract-engagement';
import { fieldErrors } from '../../../core/http/errors';
import { multipart, readMultipart } from '../../../core/http/multipart';
import type { UploadRule } from '../../../core/uploads/pipeline';
import { acceptUpload, storeUpload, WEB_IMAGE_TYPES } from '../../../core/uploads/pipeline';

/** The largest giveaway or prize image accepted. */
/** Where giveaway and prize images are stored (uploads/<folder>), served publicly. */
export const ENGAGEMENT_IMAGE_FOLDER = 'engagement';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TYPE_MESSAGE = 'Upload a PNG, JPEG, WebP or GIF image.';
const SIZE_MESSAGE = 'The image is larger than 5 MB.';

const ENGAGEMENT_IMAGE: UploadRule = {
  field: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  images: WEB_IMAGE_TYPES,
  messages: { size: SIZE_MESSAGE, type: TYPE_MESSAGE },
};

// One image, nothing else; a larger file is cut at the limit (truncated) and refused by name.
const UPLOAD_LIMITS = multipart({
  fileBytes: IMAGE_MAX_BYTES,
  files: 1,
  fields: 2,
  requestBytes: IMAGE_MAX_BYTES + 16 * 1024,
  accept: ENGAGEMENT_IMAGE,
});

/**
 * POST /api/admin/engagement/images (multipart `image`): a giveaway or prize image, checked by
 * its bytes and re-encoded (core/uploads/pipeline.ts), stored under DATA_DIR/uploads/engagement and served at /media/uploads/engagement/.
 */
const engagementImageRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: UPLOAD_LIMITS }, async (request, reply): Promise<ImageUploadResponse> => {
    const { files } = await readMultipart(request);
    const file = files.find((f) => f.field === 'image');
    if (!file || (file.bytes.length === 0 && !file.filename))
      throw fieldErrors({ image: ['Choose an image to upload.'] });
    const image = await acceptUpload(ENGAGEMENT_IMAGE, file);
    const name = await storeUpload(app.storage, `uploads/${ENGAGEMENT_IMAGE_FOLDER}`, image);
    reply.code(201);
    return { success: true, image: `${ENGAGEMENT_IMAGE_PREFIX}${name}` };
  });
};

export default engagementImageRoutes;
