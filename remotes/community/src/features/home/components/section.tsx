import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 16px;
  flex-wrap: wrap;
  margin-bottom: 16px;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  h2 {
    font-size: clamp(19px, 2.2vw, 22px);
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

/** A home-page section heading (h2) with an optional subtitle and actions on the right. */
export function SectionHeader({
  id,
  title,
  subtitle,
  actions,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Head>
      <Titles>
        <h2 id={id} tabIndex={-1}>
          {title}
        </h2>
        {subtitle ? <p>{subtitle}</p> : null}
      </Titles>
      {actions}
    </Head>
  );
}

/** A home-page section: scroll target with room for the sticky shell header. */
export const Section = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 16px);
  min-width: 0;
  h2:focus {
    outline: none;
  }
`;
