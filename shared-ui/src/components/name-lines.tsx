import styled from 'styled-components';

/**
 * A name over a muted second line (a handle, an amount): `<strong>` then `<span>`, each cut with an
 * ellipsis when the column is narrow.
 */
export const NameLines = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
