import styled from 'styled-components';
import type { BonusHuntsResponse, UserPredictionResponse } from '@lobby/contract-engagement';
import type { SessionUser } from '@lobby/shared-api';
import { DiceIcon, EmptyState } from '@lobby/shared-ui';
import type { RemoteData } from '../hooks/use-bonus-hunt-data';
import { HuntOverview } from './hunt-overview';
import { OwnPrediction } from './own-prediction';
import { SlotList } from './slot-list';

const Wrap = styled.div`
  container: hunt / inline-size;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The latest hunt: header, figures, the member's own prediction and the slot list. */
export function CurrentHuntTab({
  data,
  user,
  own,
}: {
  data: BonusHuntsResponse;
  user: SessionUser | null;
  own: RemoteData<UserPredictionResponse>;
}) {
  const hunt = data.latest_bonus_hunt;
  if (!hunt)
    return (
      <EmptyState icon={<DiceIcon size={32} />} title="No active bonus hunt">
        There is no bonus hunt running right now. Past hunts are under History.
      </EmptyState>
    );
  return (
    <Wrap>
      <HuntOverview hunt={hunt} stats={data} />
      <OwnPrediction user={user} hunt={hunt} own={own} />
      <SlotList games={hunt.games} currentUserId={user?.id ?? null} />
    </Wrap>
  );
}
