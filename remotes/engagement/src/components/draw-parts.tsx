import { Link } from 'react-router-dom';
import styled from 'styled-components';

// What giveaway and wager-raffle cards and pages share: the link that opens one, the numbered
// winners and the rows of small labels.

/** A card's call to open it: a full-width primary link. */
export const CardLink = styled(Link)`
  margin-top: auto;
  text-align: center;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** An ordered list with no numbers or indent, its rows 8 px apart. */
export const PlainList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** Numbered winners: a place, an avatar and a name a row (`s` for a disqualified one). */
export const WinnerList = styled(PlainList)<{ $placeWidth: number }>`
  li {
    display: flex;
    gap: 10px;
    align-items: center;
    min-width: 0;
  }
  .pos {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.gold};
    width: ${({ $placeWidth }) => $placeWidth}px;
  }
  .name {
    overflow-wrap: anywhere;
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Small rounded labels in a wrapping row (a giveaway's entry methods, a member's tickets). */
export const PillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-size: 12px;
    padding: 3px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
