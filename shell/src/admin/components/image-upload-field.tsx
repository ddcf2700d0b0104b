import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_SIZE_MESSAGE,
  ADMIN_IMAGE_TYPES,
} from '@lobby/shared-api';
import { Button, FieldError, ImageIcon, Spinner, UploadIcon } from '@lobby/shared-ui';
import { uploadAdminImage } from '../api/upload-image';
import { adminErrorText, fieldMessages } from '../api/use-admin-query';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  & > span {
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

/**
 * An image field of an admin form: choosing a file uploads it at once (the server checks its
 * bytes) and the form keeps the stored path; Remove clears it. `url` is what the browser shows.
 */
export function ImageUploadField({
  label,
  url,
  onChange,
  error,
}: {
  label: string;
  url: string | null;
  /** The stored path and its URL after an upload; nulls after Remove. */
  onChange: (value: { path: string; url: string } | null) => void;
  error?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > ADMIN_IMAGE_MAX_BYTES) {
      setUploadError(ADMIN_IMAGE_SIZE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadAdminImage(file));
    } catch (e) {
      setUploadError(fieldMessages(e).file ?? adminErrorText(e, 'The upload failed.'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{label}</span>
      <Row>
        <Preview>
          {url ? <img src={url} alt={`${label} preview`} /> : <ImageIcon size={24} />}
        </Preview>
        <HiddenInput
          ref={input}
          id={id}
          type="file"
          accept={ADMIN_IMAGE_TYPES.join(',')}
          tabIndex={-1}
          aria-hidden="true"
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
            Remove
          </Button>
        ) : null}
      </Row>
      <Hint id={`${id}-hint`}>PNG, JPEG, WebP or GIF, up to 2 MB.</Hint>
      {shown ? (
        <FieldError id={`${id}-error`} role="alert">
          {shown}
        </FieldError>
      ) : null}
    </Wrap>
  );
}
