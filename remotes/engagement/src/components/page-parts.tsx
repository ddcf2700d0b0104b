import styled, { css } from 'styled-components';
import { StatTile } from '@lobby/shared-ui';

// Small layout pieces several engagement features share.

/** A block's head: its title at the start, its tools (a search, a count) at the end. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
`;

/** On phones the tabs share the row instead of scrolling sideways; `$compact` fits three long ones. */
export const PhoneTabsRow = styled.div<{ $compact?: boolean }>`
  @media (max-width: 520px) {
    [role='tablist'] {
      width: 100%;
    }
    [role='tab'] {
      flex: 1 1 auto;
      padding: ${({ $compact }) => ($compact ? '8px 6px' : '8px 10px')};
      ${({ $compact }) => ($compact ? 'font-size: 13px;' : '')}
    }
  }
`;

/** A dialog's buttons at its end, each at least `$min` px wide before they wrap. */
export const DialogActions = styled.div<{ $min: number }>`
  display: flex;
  gap: 10px;
  justify-content: flex-end;
  flex-wrap: wrap;
  & > button {
    flex: 1 1 ${({ $min }) => $min}px;
  }
`;

/** A slot's name over its provider (a `span` of `strong` and `small`), each cut to one line. */
export const slotNameLines = css`
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong,
  small {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One figure in a stat tile: its label over its value. */
export function FigureTile({ label, value }: { label: string; value: string }) {
  return (
    <StatTile>
      <span>{label}</span>
      <strong>{value}</strong>
    </StatTile>
  );
}
