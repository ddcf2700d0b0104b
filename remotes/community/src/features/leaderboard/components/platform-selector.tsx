import styled from 'styled-components';
import type { Platform } from '@lobby/shared-api';
import { ImageWithFallback, formatMoney } from '@lobby/shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Choice = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  max-width: 100%;
  padding: 8px 14px 8px 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-align: left;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: rgba(124, 92, 255, 0.14);
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary} inset;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    font-size: 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.gold};
    font-variant-numeric: tabular-nums;
  }
`;

/** One button per platform (logo or initial, name, prize pool); the chosen one is pressed. */
export function PlatformSelector({
  platforms,
  selected,
  onSelect,
}: {
  platforms: Platform[];
  selected: Platform | null;
  onSelect: (platform: Platform) => void;
}) {
  return (
    <Row role="group" aria-label="Platforms">
      {platforms.map((p) => {
        const lb = p.active_leaderboard;
        return (
          <Choice
            key={p.id}
            type="button"
            aria-pressed={selected?.id === p.id}
            onClick={() => onSelect(p)}
          >
            <ImageWithFallback src={p.image} name={p.name} alt="" size={36} />
            <span>
              <strong>{p.name}</strong>
              <small>
                {lb
                  ? `${formatMoney(lb.total_prize_pool, lb.currency_symbol || '$')} pool`
                  : 'No active period'}
              </small>
            </span>
          </Choice>
        );
      })}
    </Row>
  );
}
