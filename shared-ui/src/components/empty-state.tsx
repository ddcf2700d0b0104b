import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 8px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: 18px;
  }
`;

/** A centred empty or error message with an optional action. */
export function EmptyState({
  title,
  children,
  action,
  icon,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Wrap>
      {icon ? (
        <div aria-hidden="true" style={{ fontSize: 32 }}>
          {icon}
        </div>
      ) : null}
      <h3>{title}</h3>
      {children ? <div>{children}</div> : null}
      {action}
    </Wrap>
  );
}
