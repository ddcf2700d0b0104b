import { STORE_IMAGE_MAX_BYTES } from '@lobby/contract-commerce';
import type { UploadedImage } from '@lobby/shared-ui';
import { ImageUploadField, serverFieldErrors } from '@lobby/shared-ui';
import { failureText } from '../../shared/api/admin-api';
import { uploadStoreImage } from '../api/admin-store';

const upload = async (file: File) => (await uploadStoreImage(file)).data;

/**
 * The item's image: a picked file is uploaded at once (checked and re-encoded by the server) and
 * the form keeps the stored path it answers; Remove clears it.
 */
export function ItemImageField({
  preview,
  error,
  onChange,
}: {
  /** The address the stored image shows from (null: none). */
  preview: string | null;
  error?: string | null;
  onChange: (image: UploadedImage | null) => void;
}) {
  return (
    <ImageUploadField
      label="Image"
      url={preview}
      error={error}
      maxBytes={STORE_IMAGE_MAX_BYTES}
      hint="PNG, JPEG, WebP or GIF, up to 5 MB and 4096 px a side. Square images look best."
      upload={upload}
      failureText={(e) => serverFieldErrors(e).image ?? failureText(e)}
      onChange={onChange}
    />
  );
}
