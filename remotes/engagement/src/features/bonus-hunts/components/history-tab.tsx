import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BonusHuntSummary, BonusHuntsResponse } from '@lobby/contract-engagement';
import {
  Alert,
  Badge,
  Button,
  CalendarIcon,
  EmptyState,
  formatDate,
  formatUSD,
  Pagination,
  VisuallyHidden,
} from '@lobby/shared-ui';
import {
  Cell,
  CellLabel,
  Figure,
  RowHead,
  RowList,
  RowsContainer,
  WIDE,
  rowCard,
} from './data-rows';

const COLUMNS = 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 0.6fr) minmax(0, 1.3fr)';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  scroll-margin-top: 96px;
  h2 {
    font-size: 20px;
    font-weight: 700;
  }
`;

const Body = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 0.15s ease;
`;

const HuntRow = styled.li`
  ${rowCard}
  display: grid;
  align-items: center;
  gap: 10px 12px;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'hunt result'
    'figures figures';
  ${WIDE} {
    grid-template-columns: ${COLUMNS};
    grid-template-areas: 'hunt start end slots result';
    gap: 16px;
  }
`;

// Start, end and slot count share the card's second line; on wide rows they are row columns.
// (flex, not a nested grid: the cells' grid areas belong to the row's grid.)
const Figures = styled.div`
  grid-area: figures;
  display: flex;
  gap: 12px;
  & > * {
    flex: 1 1 0;
  }
  & > :last-child {
    flex-grow: 0.6;
  }
  ${WIDE} {
    display: contents;
  }
`;

const HuntName = styled.span`
  font-weight: 700;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Sub = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Outcome = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-block;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[$tone]}1f;
`;

const ErrorRow = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** 'Profit +$150.00' in green or 'Loss -$75.50' in red; no figure until the hunt has an end balance. */
export function ProfitOrLoss({ profit }: { profit: number | null }) {
  if (profit === null) return <Badge $tone="neutral">No result</Badge>;
  return profit >= 0 ? (
    <Outcome $tone="success">Profit +{formatUSD(profit)}</Outcome>
  ) : (
    <Outcome $tone="danger">Loss -{formatUSD(Math.abs(profit))}</Outcome>
  );
}

export interface HistoryTabProps {
  past: BonusHuntsResponse['past_bonus_hunts'] | null;
  page: number;
  loading: boolean;
  error: Error | null;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** Past hunts, newest first, paged by the server. */
export function HistoryTab({ past, page, loading, error, onPageChange, onRetry }: HistoryTabProps) {
  const ref = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Bring the list's top back into view after a page change (the buttons sit at its bottom).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const el = ref.current;
    if (el && el.getBoundingClientRect().top < 0)
      el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [page]);

  const hunts = past?.data ?? [];
  return (
    <Section ref={ref} aria-labelledby="past-hunts-heading" aria-busy={loading || undefined}>
      <h2 id="past-hunts-heading">Past Hunts{past && past.total > 0 ? ` (${past.total})` : ''}</h2>
      {error ? (
        <ErrorRow $tone="danger" role="alert">
          <span>Page {page} of the past hunts could not be loaded.</span>
          <Button type="button" $variant="secondary" $size="sm" onClick={onRetry}>
            Retry
          </Button>
        </ErrorRow>
      ) : null}
      {hunts.length === 0 ? (
        <EmptyState icon={<CalendarIcon size={32} />} title="No past hunts found">
          Finished hunts are listed here with their result.
        </EmptyState>
      ) : (
        <Body $busy={loading}>
          <RowsContainer>
            <RowHead $columns={COLUMNS}>
              <span>Hunt</span>
              <span>Start</span>
              <span>End</span>
              <span>Slots</span>
              <span style={{ textAlign: 'right' }}>Result</span>
            </RowHead>
            <RowList aria-label="Past hunts">
              {hunts.map((h) => (
                <PastHunt key={h.id} hunt={h} />
              ))}
            </RowList>
          </RowsContainer>
        </Body>
      )}
      {past ? <Pagination page={page} lastPage={past.last_page} onChange={onPageChange} /> : null}
    </Section>
  );
}

function PastHunt({ hunt }: { hunt: BonusHuntSummary }) {
  const name = hunt.name || `Hunt #${hunt.id}`;
  return (
    <HuntRow>
      <Cell $area="hunt">
        <HuntName title={name}>{name}</HuntName>
        <Sub>
          {name.includes(`#${hunt.id}`) ? null : `Hunt #${hunt.id} · `}
          <time dateTime={hunt.created_at}>{formatDate(hunt.created_at)}</time>
        </Sub>
      </Cell>
      <Figures>
        <Cell $area="start">
          <CellLabel>Start</CellLabel>
          <Figure>{formatUSD(hunt.start_balance)}</Figure>
        </Cell>
        <Cell $area="end">
          <CellLabel>End</CellLabel>
          <Figure>{hunt.end_balance !== null ? formatUSD(hunt.end_balance) : '—'}</Figure>
        </Cell>
        <Cell $area="slots">
          <CellLabel>Slots</CellLabel>
          <Figure>{hunt.slot_count}</Figure>
        </Cell>
      </Figures>
      <Cell $area="result" $align="end" $wideAlign="end">
        <VisuallyHidden>Result</VisuallyHidden>
        <ProfitOrLoss profit={hunt.profit} />
      </Cell>
    </HuntRow>
  );
}
