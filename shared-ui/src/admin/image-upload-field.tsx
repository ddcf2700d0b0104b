import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { FieldError } from '../components/form';
import { Spinner } from '../components/loader';
import { ImageIcon, UploadIcon } from '../icons/icons';
import { serverFieldErrors } from './form-state';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  & > label {
    font-weight: 600;
    font-size: 14px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Preview = styled.div`
  width: 72px;
  height: 72px;
  flex: none;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.textFaint};
  overflow: hidden;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Hint = styled.div`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

/** The image types every admin upload takes. */
export const ADMIN_UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** What an upload answers: the path the form saves and the address to show it from. */
export interface UploadedImage {
  path: string;
  url: string;
}

/** 5242880 → "5 MB", 1536 → "2 KB". */
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The first message a refused upload carries, else its own message. */
function uploadFailure(error: unknown): string {
  const fields = Object.values(serverFieldErrors(error));
  if (fields[0]) return fields[0];
  return error instanceof Error && error.message ? error.message : 'The upload failed.';
}

/**
 * An image field of an admin form: choosing a file checks its type and size, uploads it at once
 * through `upload` (each area passes its own API call; the server checks the bytes) and hands the
 * form the stored path; Remove clears it. `url` is what the preview shows.
 */
export function ImageUploadField({
  label,
  url,
  onChange,
  upload,
  error,
  maxBytes,
  hint,
  removeLabel = `Remove ${label.toLowerCase()}`,
  failureText = uploadFailure,
}: {
  label: string;
  url: string | null;
  /** The stored path and its URL after an upload; null after Remove. */
  onChange: (value: UploadedImage | null) => void;
  upload: (file: File) => Promise<UploadedImage>;
  /** The form's message for this field (the save was refused). */
  error?: string | null;
  /** The largest file the server takes; a bigger one is refused before uploading. */
  maxBytes?: number;
  /** What the field takes (default: the types and the size limit). */
  hint?: string;
  removeLabel?: string;
  /** A failed upload as text (the area's wording of network and server failures). */
  failureText?: (error: unknown) => string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error ?? null;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setUploadError(null);
    if (!ADMIN_UPLOAD_IMAGE_TYPES.includes(file.type)) {
      setUploadError('Upload a PNG, JPEG, WebP or GIF image.');
      return;
    }
    if (maxBytes != null && file.size > maxBytes) {
      setUploadError(`The image must be at most ${megabytes(maxBytes)}.`);
      return;
    }
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (e) {
      setUploadError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <Row>
        <Preview>
          {url ? <img src={url} alt={`${label} preview`} /> : <ImageIcon size={24} />}
        </Preview>
        <HiddenInput
          ref={input}
          id={id}
          type="file"
          accept={ADMIN_UPLOAD_IMAGE_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          aria-invalid={!!shown}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          disabled={busy}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {busy ? <Spinner $size={14} aria-hidden="true" /> : <UploadIcon size={16} />}
          {busy
            ? 'Uploading...'
            : url
              ? `Replace ${label.toLowerCase()}`
              : `Upload ${label.toLowerCase()}`}
        </Button>
        {url && !busy ? (
          <Button type="button" $variant="ghost" $size="sm" onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        ) : null}
      </Row>
      <Hint id={`${id}-hint`}>
        {hint ??
          `PNG, JPEG, WebP or GIF${maxBytes != null ? `, up to ${megabytes(maxBytes)}` : ''}.`}
      </Hint>
      {shown ? (
        <FieldError id={`${id}-error`} role="alert">
          {shown}
        </FieldError>
      ) : null}
    </Wrap>
  );
}
