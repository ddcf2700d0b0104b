import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BonusHunt, UserPredictionResponse } from '@lobby/contract-engagement';
import type { SessionUser } from '@lobby/shared-api';
import {
  Alert,
  Button,
  Card,
  formatDateTime,
  formatMultiplier,
  formatUSD,
  Spinner,
} from '@lobby/shared-ui';
import type { RemoteData } from '../hooks/use-bonus-hunt-data';
import { PredictionModal } from './prediction-modal';

// A member's box keeps its height between loading and loaded (no jump); a visitor's never loads.
const Box = styled(Card)<{ $member: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-height: ${({ $member }) => ($member ? '132px' : '0')};
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(128px, 1fr));
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 18px;
    font-variant-numeric: tabular-nums;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Small = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The logged-in member's own prediction for the hunt, or an invitation to log in. */
export function OwnPrediction({
  user,
  hunt,
  own,
}: {
  user: SessionUser | null;
  hunt: BonusHunt;
  own: RemoteData<UserPredictionResponse>;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const prediction = own.data?.prediction ?? null;
  // Spec §4: only a logged-in member, only while the hunt is active and takes predictions.
  const canPredict = user !== null && hunt.is_active && hunt.predictions_active && !own.loading;
  return (
    <Box
      as="section"
      $member={user !== null}
      aria-labelledby="own-prediction-heading"
      aria-busy={own.loading || undefined}
    >
      <Top>
        <h2 id="own-prediction-heading">Your Prediction</h2>
        {own.data?.prediction ? (
          <Small>
            Submitted{' '}
            <time dateTime={own.data.prediction.created_at}>
              {formatDateTime(own.data.prediction.created_at)}
            </time>
          </Small>
        ) : null}
      </Top>
      {saved ? (
        <Alert $tone="success" role="status">
          {saved}
        </Alert>
      ) : null}
      <Content user={user} hunt={hunt} own={own} />
      {canPredict && !own.error ? (
        <Row>
          <Button type="button" onClick={() => setEditing(true)}>
            {prediction ? 'Update Prediction' : 'Make Prediction'}
          </Button>
        </Row>
      ) : null}
      {editing && user ? (
        <PredictionModal
          open
          hunt={hunt}
          userId={user.id}
          existing={prediction}
          onClose={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            setSaved(message);
          }}
        />
      ) : null}
    </Box>
  );
}

function Content({
  user,
  hunt,
  own,
}: {
  user: SessionUser | null;
  hunt: BonusHunt;
  own: RemoteData<UserPredictionResponse>;
}) {
  if (!user)
    return (
      <Row>
        <Note>Log in to see your prediction and guess how this hunt ends.</Note>
        <Button as={Link} to="/login" $size="sm">
          Login
        </Button>
      </Row>
    );
  if (own.loading)
    return (
      <Row role="status">
        <Spinner $size={18} aria-hidden="true" />
        <Note>Loading your prediction...</Note>
      </Row>
    );
  if (own.error)
    return (
      <Row role="alert">
        <Note>Your prediction could not be loaded.</Note>
        <Button type="button" $variant="secondary" $size="sm" onClick={own.reload}>
          Retry
        </Button>
      </Row>
    );
  const prediction = own.data?.prediction;
  if (!prediction)
    return (
      <Note>
        {hunt.is_active
          ? "You haven't made a prediction for this hunt yet."
          : 'You did not make a prediction for this hunt.'}
      </Note>
    );
  const diff =
    hunt.end_balance !== null ? Math.abs(prediction.end_balance - hunt.end_balance) : null;
  return (
    <Figures>
      <div>
        <dt>End Balance</dt>
        <dd>{formatUSD(prediction.end_balance)}</dd>
      </div>
      <div>
        <dt>Highest Multiplier</dt>
        <dd>{formatMultiplier(prediction.highest_multiplier)}</dd>
      </div>
      <div>
        <dt>Slot</dt>
        <dd title={prediction.highest_multiplier_game}>{prediction.highest_multiplier_game}</dd>
      </div>
      {diff !== null ? (
        <div>
          <dt>Off By</dt>
          <dd>{formatUSD(diff)}</dd>
        </div>
      ) : null}
    </Figures>
  );
}
