import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// What giveaway and wager-raffle cards and pages share: their figures, the link that opens one,
// the numbered winners and the rows of small labels.

/** One figure of a list of them: its label, its value and a class for the value's look. */
export interface Figure {
  label: string;
  value: ReactNode;
  className?: string;
}

/** The rows of a `<dl>` of figures (a detail page's tiles, a card's facts); a null is left out. */
export function FigureRows({ figures }: { figures: readonly (Figure | null)[] }) {
  return (
    <>
      {figures.map((f) =>
        f ? (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd className={f.className}>{f.value}</dd>
          </div>
        ) : null,
      )}
    </>
  );
}

/** A card's compact figures, `$columns` to a row. */
export const CardFacts = styled.dl<{ $columns: number; $weight: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 8px 12px;
  margin: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ $weight }) => $weight};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

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
