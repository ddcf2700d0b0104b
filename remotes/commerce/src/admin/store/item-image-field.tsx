import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { AdminFormField, Button, ImageWithFallback, Muted } from '@lobby/shared-ui';
import { failureText, fieldErrorsOf } from '../shared/admin-api';
import { uploadStoreImage } from './api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  input[type='file'] {
    max-width: 100%;
  }
`;

/**
 * The item's image: a picked file is uploaded at once (checked and re-encoded by the server) and
 * the form keeps the stored path it answers; Remove clears it.
 */
export function ItemImageField({
  value,
  preview,
  name,
  error,
  onChange,
}: {
  /** The stored path the form will save (null: none). */
  value: string | null;
  /** The address to show it from. */
  preview: string | null;
  name: string;
  error?: string | null;
  onChange: (image: { path: string; url: string } | null) => void;
}) {
  const upload = useMutation({
    mutationFn: uploadStoreImage,
    onSuccess: (res) => onChange(res.data),
  });
  const uploadError = upload.isError
    ? (fieldErrorsOf(upload.error).image ?? failureText(upload.error))
    : null;
  return (
    <AdminFormField
      label="Image"
      error={uploadError ?? error}
      hint="PNG, JPEG, WebP or GIF, up to 5 MB and 4096 px a side. Square images look best."
    >
      {(control) => (
        <Row>
          <ImageWithFallback src={preview} name={name || 'Item'} size={72} alt="" />
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          {upload.isPending ? <Muted role="status">Uploading...</Muted> : null}
          {value ? (
            <Button type="button" $variant="ghost" $size="sm" onClick={() => onChange(null)}>
              Remove image
            </Button>
          ) : null}
        </Row>
      )}
    </AdminFormField>
  );
}
