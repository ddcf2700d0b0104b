import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, Input } from '@lobby/shared-ui';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    font-size: 14px;
  }
  label svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A labelled one-line text field with an icon in its label and its error underneath. */
export function HandleField({
  label,
  icon,
  error,
  ...rest
}: {
  label: string;
  icon?: ReactNode;
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>
        {icon}
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={!!error}
        {...rest}
      />
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrap>
  );
}
