import styled from 'styled-components';

/** A titled panel listing purchases; used by the store's side column. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
  h2 {
    font-size: 16px;
    font-weight: 700;
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px;
  margin: 0 -8px;
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

export const RowText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
  font-size: 14px;
  & > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const EmptyText = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 8px 0;
`;
