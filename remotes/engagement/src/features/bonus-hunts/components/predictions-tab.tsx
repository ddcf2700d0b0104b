import styled, { css } from 'styled-components';
import type { BonusHunt, Prediction, PredictionsResponse } from '@lobby/contract-engagement';
import {
  Badge,
  EmptyState,
  formatDateTime,
  formatMultiplier,
  formatUSD,
  Loader,
  TargetIcon,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { LoadError } from '../../../components/load-error';
import type { RemoteData } from '../hooks/use-bonus-hunt-data';
import { formatWhen } from '../utils/hunt-display';
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
import { MemberLink } from './member-link';

const COLUMNS =
  'minmax(0, 1.6fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 1.4fr)';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    font-size: 20px;
    font-weight: 700;
  }
`;

const PredictionRow = styled.li<{ $mine: boolean }>`
  ${rowCard}
  display: grid;
  align-items: center;
  gap: 10px 12px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 1.3fr);
  grid-template-areas:
    'user user date'
    'balance multi slot';
  ${({ $mine, theme }) =>
    $mine &&
    css`
      border-color: ${theme.colors.primary}88;
      box-shadow: inset 3px 0 0 ${theme.colors.primary};
    `}
  ${WIDE} {
    grid-template-columns: ${COLUMNS};
    grid-template-areas: 'user date balance multi slot';
    gap: 16px;
  }
`;

const UserLine = styled.div`
  grid-area: user;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const DateText = styled.span`
  font-size: 13px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SlotText = styled.span`
  font-weight: 600;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Id of the prediction closest to the final balance, once the hunt has one. */
function closestId(predictions: Prediction[], hunt: BonusHunt | null): number | null {
  if (!hunt || hunt.is_active || hunt.end_balance === null) return null;
  const end = hunt.end_balance;
  let best: { id: number; diff: number } | null = null;
  for (const p of predictions) {
    const diff = Math.abs(p.end_balance - end);
    if (best === null || diff < best.diff) best = { id: p.id, diff };
  }
  return best?.id ?? null;
}

/** Every member's prediction for the current hunt. */
export function PredictionsTab({
  predictions,
  hunt,
  currentUserId,
}: {
  predictions: RemoteData<PredictionsResponse>;
  hunt: BonusHunt | null;
  currentUserId: number | null;
}) {
  if (predictions.error && !predictions.data)
    return <LoadError title="Failed to load predictions" onRetry={predictions.reload} />;
  if (!predictions.data) return <Loader label="Loading predictions..." />;
  const list = predictions.data.predictions;
  const closest = closestId(list, hunt);
  return (
    <Section aria-labelledby="all-predictions-heading">
      <h2 id="all-predictions-heading">All Predictions ({list.length})</h2>
      {list.length === 0 ? (
        <EmptyState icon={<TargetIcon size={32} />} title="No predictions yet">
          Predictions for the current hunt show up here as members make them.
        </EmptyState>
      ) : (
        <RowsContainer>
          <RowHead $columns={COLUMNS}>
            <span>User</span>
            <span>Date</span>
            <span>End Balance</span>
            <span>Multiplier</span>
            <span>Slot</span>
          </RowHead>
          <RowList aria-label="Predictions">
            {list.map((p) => (
              <PredictionRow key={p.id} $mine={p.user.id === currentUserId}>
                <UserLine>
                  <MemberLink user={p.user} />
                  {p.user.id === currentUserId ? <Badge $tone="primary">You</Badge> : null}
                  {p.id === closest ? <Badge $tone="success">Closest</Badge> : null}
                </UserLine>
                <Cell $area="date" $align="end">
                  <VisuallyHidden>Date</VisuallyHidden>
                  <DateText>
                    <time dateTime={p.created_at} title={formatDateTime(p.created_at)}>
                      {formatWhen(p.created_at)}
                    </time>
                  </DateText>
                </Cell>
                <Cell $area="balance">
                  <CellLabel>End Balance</CellLabel>
                  <Figure>{formatUSD(p.end_balance)}</Figure>
                </Cell>
                <Cell $area="multi">
                  <CellLabel>Multiplier</CellLabel>
                  <Figure>{formatMultiplier(p.highest_multiplier)}</Figure>
                </Cell>
                <Cell $area="slot">
                  <CellLabel>Slot</CellLabel>
                  <SlotText title={p.highest_multiplier_game}>{p.highest_multiplier_game}</SlotText>
                </Cell>
              </PredictionRow>
            ))}
          </RowList>
        </RowsContainer>
      )}
    </Section>
  );
}
