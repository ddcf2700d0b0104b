import { ADMIN_IMAGE_MAX_BYTES } from '@lobby/shared-api';
import type { UploadedImage } from '@lobby/shared-ui';
import { ImageUploadField as SharedImageUploadField } from '@lobby/shared-ui';
import { uploadAdminImage } from '../api/upload-image';
import { adminErrorText, fieldMessages } from '../api/use-admin-query';

const failure = (e: unknown) => fieldMessages(e).file ?? adminErrorText(e, 'The upload failed.');

/**
 * An image field of a shell admin form (site logo, affiliate logos): uploads through
 * /api/admin/uploads; `url` is what the browser shows.
 */
export function ImageUploadField(props: {
  label: string;
  url: string | null;
  onChange: (value: UploadedImage | null) => void;
  error?: string | null;
}) {
  return (
    <SharedImageUploadField
      {...props}
      maxBytes={ADMIN_IMAGE_MAX_BYTES}
      removeLabel="Remove"
      upload={uploadAdminImage}
      failureText={failure}
    />
  );
}
