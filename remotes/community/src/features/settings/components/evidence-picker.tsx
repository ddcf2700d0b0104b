import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { FieldError, UploadIcon } from '@lobby/shared-ui';

export const EVIDENCE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

const Zone = styled.label<{ $invalid: boolean; $chosen: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 6px;
  min-height: 56px;
  padding: 10px 14px;
  border: 1px dashed
    ${({ theme, $invalid, $chosen }) =>
      $invalid ? theme.colors.danger : $chosen ? theme.colors.primaryInk : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  min-width: 0;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: inherit;
  }
`;

const Wrap = styled.div`
  min-width: 0;
  > span {
    font-weight: 600;
    font-size: 14px;
  }
`;

const Chosen = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
    font-size: 14px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The evidence screenshot's file picker: a styled zone over the native input (which keeps the
 * keyboard: Tab reaches it, Enter or Space opens the browser's chooser), naming the chosen file.
 */
export function EvidencePicker({
  label,
  file,
  error,
  disabled,
  onChange,
}: {
  label: string;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Cleared by the form (after a send): the native input forgets its file too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  const pick = (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.files?.[0] ?? null);
  return (
    <Wrap>
      <span id={`${id}-label`}>{label}</span>
      <Zone $invalid={!!error} $chosen={!!file} aria-disabled={disabled ? true : undefined}>
        <UploadIcon size={20} />
        <Chosen id={`${id}-file`}>
          <strong>{file ? file.name : 'Choose a screenshot'}</strong>
          <small>
            {file
              ? `${size(file.size)} · choose again to replace it`
              : 'PNG, JPEG, WebP or GIF, up to 10 MB'}
          </small>
        </Chosen>
        <input
          ref={input}
          type="file"
          accept={EVIDENCE_ACCEPT}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-file${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={pick}
        />
      </Zone>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Wrap>
  );
}
