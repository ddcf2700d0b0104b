import type { ChangeEvent, FormEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Challenge } from '@lobby/contract-community';
import { CLAIM_MAX_IMAGES } from '@lobby/contract-community';
import { ApiError } from '@lobby/shared-api';
import {
  ErrorAlert,
  Alert,
  Button,
  Modal,
  TextArea,
  CloseIcon,
  UploadIcon,
  formatMultiplier,
} from '@lobby/shared-ui';
import { useSubmitClaim } from '../hooks/use-challenges';
import { acceptImages, minBetLabel } from '../utils/challenges';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  label {
    font-weight: 700;
  }
`;

const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pick = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 14px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
  gap: 8px;
  li {
    position: relative;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 4px;
    right: 4px;
    display: inline-flex;
    padding: 4px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.7);
    color: #fff;
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

/** The claim form: a description and up to 5 evidence images, with thumbnails to remove. */
export function ClaimModal({
  challenge,
  onClose,
  onSubmitted,
}: {
  challenge: Challenge;
  onClose: () => void;
  onSubmitted: (message: string) => void;
}) {
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [dropped, setDropped] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const submit = useSubmitClaim(challenge.id);

  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    const next = acceptImages(files, picked);
    setFiles(next.files);
    setDropped(next.dropped);
    e.target.value = '';
  };
  const remove = (i: number) => {
    setFiles((current) => current.filter((_, j) => j !== i));
    setDropped(0);
  };

  const blank = description.trim() === '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || submit.isPending) return;
    submit.mutate(
      { description: description.trim(), images: files },
      { onSuccess: (res) => onSubmitted(res.message) },
    );
  };

  const error = submit.error;
  const errorText =
    error instanceof ApiError
      ? (Object.values(error.errors).flat()[0] ?? error.message)
      : error
        ? 'Your claim could not be sent. Please try again.'
        : null;
  const full = files.length >= CLAIM_MAX_IMAGES;

  return (
    <Modal open title={`Claim: ${challenge.slot_name}`} onClose={onClose} width={560}>
      <Form onSubmit={onSubmit} aria-label="Submit claim">
        <Hint>
          Hit {formatMultiplier(challenge.multiplier)} or more with a bet of at least{' '}
          {minBetLabel(challenge)}? Describe your win and attach screenshots; a moderator reviews
          every claim.
        </Hint>
        <label htmlFor={descriptionId}>Description</label>
        <TextArea
          id={descriptionId}
          rows={4}
          value={description}
          maxLength={2000}
          placeholder="Game, bet size, multiplier hit, time of the spin…"
          onChange={(e) => setDescription(e.target.value)}
        />
        <Pick aria-disabled={full}>
          <UploadIcon size={18} />
          {full ? `${CLAIM_MAX_IMAGES} images attached` : 'Add evidence images'}
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            disabled={full}
            aria-label="Evidence images"
            onChange={onPick}
          />
        </Pick>
        <Hint>
          Images only, up to {CLAIM_MAX_IMAGES}, 10 MB each ({files.length}/{CLAIM_MAX_IMAGES}).
        </Hint>
        {dropped > 0 ? (
          <Alert $tone="info" role="status">
            {dropped === 1 ? '1 file was' : `${dropped} files were`} left out: only images of up to
            10 MB, at most {CLAIM_MAX_IMAGES} in all.
          </Alert>
        ) : null}
        {files.length > 0 ? (
          <Thumbs aria-label="Selected images">
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <img src={previews[i]} alt={f.name} />
                <button type="button" aria-label={`Remove ${f.name}`} onClick={() => remove(i)}>
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </Thumbs>
        ) : null}
        <ErrorAlert>{errorText}</ErrorAlert>
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
