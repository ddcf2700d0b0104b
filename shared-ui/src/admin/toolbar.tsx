import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & > * {
    min-width: 0;
  }
  label {
    font-size: 13px;
  }
`;

const Grow = styled.div`
  flex: 1 1 160px;
  min-width: 0;
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-left: auto;
`;

/**
 * A filter bar above an admin list: its fields wrap on narrow screens, `actions` sit at the end.
 * It is a search landmark; submitting (Enter in a field) calls `onSubmit`.
 */
export function AdminToolbar({
  label,
  children,
  actions,
  onSubmit,
}: {
  label: string;
  children?: ReactNode;
  actions?: ReactNode;
  onSubmit?: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <Bar role="search" aria-label={label} onSubmit={submit} noValidate>
      {children}
      {actions ? <End>{actions}</End> : null}
    </Bar>
  );
}

/** One field of a toolbar that takes the free room. */
export const ToolbarItem = Grow;
