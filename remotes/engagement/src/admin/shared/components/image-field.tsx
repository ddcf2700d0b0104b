import { ImageUploadField } from '@lobby/shared-ui';
import { failureText, fieldErrorsOf, uploadEngagementImage } from '../api/admin-api';

/** The engagement admin's image uploads: up to 5 MB, answered as the stored path. */
const MAX_BYTES = 5 * 1024 * 1024;

const upload = async (file: File) => {
  const { image } = await uploadEngagementImage(file);
  return { path: image, url: image };
};

/** An image of a giveaway or a prize: uploaded at once; the form keeps the path (or null). */
export function ImageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string | null;
  error?: string | null;
  onChange: (path: string | null) => void;
}) {
  return (
    <ImageUploadField
      label={label}
      url={value}
      error={error}
      maxBytes={MAX_BYTES}
      upload={upload}
      failureText={(e) => fieldErrorsOf(e).image ?? failureText(e)}
      onChange={(v) => onChange(v?.path ?? null)}
    />
  );
}
