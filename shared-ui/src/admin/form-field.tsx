import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '../components/form';

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

const Hint = styled.div`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled field around any control (input, select, file picker, list editor): the control gets
 * its id and aria attributes from `children(props)`, the server's per-field message shows under it.
 */
export function AdminFormField({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': described || undefined })}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Wrap>
  );
}
