import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 16px;
  > div {
    min-width: 0;
  }
  h1 {
    overflow-wrap: anywhere;
    font-size: clamp(22px, 2.6vw, 28px);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 720px;
    /* a long unbroken word (a commitment digest, a URL) wraps instead of widening the page */
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** An admin screen's title, one line on what it is for, and its main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Wrap>
      <div>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrap>
  );
}
