import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button } from './button';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control};
  resize: vertical;
  min-height: 120px;
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`;
const Hint = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
/** A field's error text. */
export const FieldError = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <FieldWrap>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error || hint ? (
        <Hint>
          {error ? (
            <FieldError id={`${id}-error`} role="alert">
              {error}
            </FieldError>
          ) : (
            <span />
          )}
          {hint ? <span>{hint}</span> : null}
        </Hint>
      ) : null}
    </FieldWrap>
  );
}

/** A labelled text input with its error underneath. */
export function TextField({
  label,
  error,
  hint,
  required,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <Input
        id={id}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={!!error}
        {...rest}
      />
    </FieldShell>
  );
}

/** A labelled textarea with its error underneath. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <TextArea
        id={id}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={!!error}
        {...rest}
      />
    </FieldShell>
  );
}

/** A labelled select with its error underneath. */
export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <Select id={id} required={required} aria-invalid={!!error} $invalid={!!error} {...rest}>
        {children}
      </Select>
    </FieldShell>
  );
}

/** A banner for a form-level success or error message. */
export const Alert = styled.div<{ $tone?: 'success' | 'warning' | 'danger' | 'info' }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $tone = 'info' }) => {
    const c =
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'warning'
          ? theme.colors.warning
          : $tone === 'danger'
            ? theme.colors.danger
            : theme.colors.info;
    return `background: ${c}1f; border: 1px solid ${c}66; color: ${theme.colors.text};`;
  }}
`;

/** Something that failed to load: what failed, and a Retry button beside it. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert $tone="danger" role="alert">
      {children}{' '}
      <Button type="button" $size="sm" $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** A form's or dialog's failure, read out when it appears; nothing while there is none. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (children == null || children === false || children === '') return null;
  return (
    <Alert $tone="danger" role="alert">
      {children}
    </Alert>
  );
}
