import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The pieces a giveaway's and a wager raffle's detail pages share: the link back to the list and
// the tiles of figures (prize, entries, time left; a member's tickets and share).

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  width: fit-content;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const DrawStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    min-width: 0;
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-weight: 700;
    font-size: 18px;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  dd.time {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A column of a detail page's blocks. */
export const DrawPanel = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;
