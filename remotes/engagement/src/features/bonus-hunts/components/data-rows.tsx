import styled, { css } from 'styled-components';

// One DOM for every screen size: each record is a card on narrow containers and a table-like
// row (with a shared column header) once the container is wide. Container queries rather than
// viewport media queries, because inside the shell the sidebar eats part of the viewport.
export const WIDE = '@container rows (min-width: 760px)';

/** Wraps a list so its rows can respond to the list's own width. */
export const RowsContainer = styled.div`
  container: rows / inline-size;
  width: 100%;
`;

export const RowList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Column captions shown above wide rows; hidden from assistive tech (each cell has its own label). */
export const RowHead = styled.div.attrs({ 'aria-hidden': true })<{ $columns: string }>`
  display: none;
  ${WIDE} {
    display: grid;
    grid-template-columns: ${({ $columns }) => $columns};
    gap: 16px;
    padding: 0 16px 4px;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

export const rowCard = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px 14px;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.surfaceHover};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  ${WIDE} {
    padding: 12px 16px;
  }
`;

/** A cell's caption: visible on narrow cards, read by screen readers only on wide rows. */
export const CellLabel = styled.span`
  display: block;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
  ${WIDE} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** A labelled value; `$align` places it on narrow cards, `$wideAlign` on wide rows (default start). */
export const Cell = styled.div<{
  $area: string;
  $align?: 'start' | 'end';
  $wideAlign?: 'start' | 'end';
}>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: ${({ $align = 'start' }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  text-align: ${({ $align = 'start' }) => ($align === 'end' ? 'right' : 'left')};
  ${WIDE} {
    justify-content: center;
    align-items: ${({ $wideAlign = 'start' }) => ($wideAlign === 'end' ? 'flex-end' : 'flex-start')};
    text-align: ${({ $wideAlign = 'start' }) => ($wideAlign === 'end' ? 'right' : 'left')};
  }
`;

export const Figure = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
