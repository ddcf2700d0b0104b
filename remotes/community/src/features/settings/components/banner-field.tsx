import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BANNER_MAX_BYTES, BANNER_MIME_TYPES } from '@lobby/contract-community';
import { Button, FieldError, CloseIcon, ImageIcon, UploadIcon } from '@lobby/shared-ui';

export const BANNER_NOT_IMAGE = 'Please choose an image file (PNG, JPEG, WebP or GIF).';
export const BANNER_TOO_LARGE = 'The banner may be at most 5 MB.';
export const BANNER_UNREADABLE =
  'This file is not an image we can show. Please choose a PNG, JPEG, WebP or GIF image.';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  > span.label {
    font-weight: 600;
    font-size: 14px;
  }
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 5 / 1;
  min-height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 60% 120% at 0% 0%, rgba(124, 92, 255, 0.45), transparent 70%),
    radial-gradient(ellipse 50% 120% at 100% 100%, rgba(34, 211, 166, 0.25), transparent 70%),
    linear-gradient(135deg, #1d2340 0%, #111627 100%);
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Empty = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Tag = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(5, 7, 12, 0.72);
  color: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

/** Visually hidden but focusable through its label button. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

/** A preview URL for a chosen file (object URL, revoked when the file changes or on unmount). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    try {
      objectUrl = URL.createObjectURL(file);
    } catch {
      objectUrl = null; // no object URLs here: read the file instead
    }
    if (objectUrl) {
      const url = objectUrl;
      setUrl(url);
      return () => URL.revokeObjectURL(url);
    }
    let active = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (active && typeof reader.result === 'string') setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      active = false;
    };
  }, [file]);
  return url;
}

/**
 * The banner upload: shows the current banner, or a preview of the chosen image before it is
 * saved. Image files only (spec part 1 §5); a file over 5 MB is refused here already.
 */
export function BannerField({
  current,
  file,
  error,
  disabled,
  onChange,
  onError,
}: {
  current: string | null;
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const shown = preview ?? current;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      onError(BANNER_NOT_IMAGE);
      return;
    }
    if (chosen.size > BANNER_MAX_BYTES) {
      onError(BANNER_TOO_LARGE);
      return;
    }
    onError(null);
    onChange(chosen);
  };

  return (
    <Wrap>
      <span className="label" id={`${id}-label`}>
        Profile banner
      </span>
      <Frame>
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'Preview of your new banner' : 'Your current banner'}
            // A file named like an image that the browser cannot decode: say so and drop it,
            // instead of showing a broken image (the server would refuse it too).
            onError={() => {
              if (!preview) return;
              onError(BANNER_UNREADABLE);
              onChange(null);
            }}
          />
        ) : (
          <Empty>
            <ImageIcon />
            No banner yet
          </Empty>
        )}
        {preview ? <Tag>Preview · not saved yet</Tag> : null}
      </Frame>
      <Controls>
        <HiddenInput
          ref={input}
          id={id}
          type="file"
          accept={[...BANNER_MIME_TYPES, 'image/*'].join(',')}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={!!error}
          tabIndex={-1}
          disabled={disabled}
          onChange={pick}
        />
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <UploadIcon size={16} />
          {shown ? 'Change banner' : 'Upload banner'}
        </Button>
        {file ? (
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <CloseIcon size={16} />
            Discard new banner
          </Button>
        ) : null}
        <small id={`${id}-hint`}>
          PNG, JPEG, WebP or GIF, up to 5 MB. Wide images (about 1500 × 300) look best.
        </small>
      </Controls>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrap>
  );
}
