import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { AdminFormField, Button, ImageWithFallback, Muted } from '@lobby/shared-ui';
import { failureText, fieldErrorsOf, uploadEngagementImage } from './admin-api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** An image picker that uploads at once and keeps the stored path (or null). */
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
  const upload = useMutation({
    mutationFn: uploadEngagementImage,
    onSuccess: (res) => onChange(res.image),
  });
  const uploadError = upload.isError
    ? (fieldErrorsOf(upload.error).image ?? failureText(upload.error))
    : null;
  return (
    <AdminFormField
      label={label}
      error={uploadError ?? error}
      hint="PNG, JPEG, WebP or GIF, up to 5 MB."
    >
      {(control) => (
        <Row>
          <ImageWithFallback src={value} name={label} size={56} alt="" />
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
