import { singleLineText } from './common';

// ---------------------------------------------------------------------------------------------
// Admin image uploads (POST /api/admin/uploads) and the image fields that take them

/** Where uploaded admin images (site logo, affiliate logos) are served from. */
export const ADMIN_UPLOAD_PREFIX = '/media/uploads/site/';
/** An uploaded admin image's stored path. */
export const ADMIN_UPLOAD_PATH = /^\/media\/uploads\/site\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
/** A seeded image's stored path. */
export const DEMO_MEDIA_PATH = /^\/media\/demo\/[A-Za-z0-9._-]+\.(svg|png|jpg|webp|gif)$/;
export const ADMIN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ADMIN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const ADMIN_IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, WebP or GIF image.';
export const ADMIN_IMAGE_SIZE_MESSAGE = 'The image must be at most 2 MB.';

/** POST /api/admin/uploads (multipart `file`): the stored path to put in a form. */
export interface AdminUploadResponse {
  success: true;
  data: { path: string; url: string };
}

const UPLOADED_IMAGE_MESSAGE = 'Upload the image again.';

/** An image field: null, an uploaded admin image or a seeded one (never an outside URL). */
export const adminImageSchema = singleLineText()
  .trim()
  .refine((v) => ADMIN_UPLOAD_PATH.test(v) || DEMO_MEDIA_PATH.test(v), UPLOADED_IMAGE_MESSAGE)
  .nullable();
