import styled from 'styled-components';
import { formatDateTime, formatNumber, formatRelativeLong } from '@lobby/shared-ui';

// What the member page's sections share: their frame, muted text and times.

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: 18px;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const signed = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;

export const When = ({ at }: { at: string | null }) =>
  at ? (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeLong(at)}
    </time>
  ) : (
    <>—</>
  );
