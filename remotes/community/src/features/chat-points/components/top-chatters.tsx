import styled from 'styled-components';
import { BroadcastIcon, Skeleton, formatNumber } from '@lobby/shared-ui';
import { useChatPointsLeaderboard } from '../hooks/use-chat-points-leaderboard';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 16px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 2ch minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px;
  font-size: 14px;
`;

const Rank = styled.span`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

const Points = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Top chatters this week': members ranked by the points they earned chatting while the stream
 * was live (Kick reports no viewers, so taking part in chat is the measure of watch time).
 */
export function TopChatters() {
  const query = useChatPointsLeaderboard();
  const board = query.data;

  return (
    <Panel aria-labelledby="top-chatters-title" aria-busy={query.isPending}>
      <Title id="top-chatters-title">
        <BroadcastIcon size={18} />
        Top chatters this week
      </Title>
      {query.isPending ? (
        <div>
          <Skeleton $height={18} $width="90%" $radius="6px" />
          <Skeleton $height={18} $width="70%" $radius="6px" />
        </div>
      ) : query.isError || !board ? (
        <Note>Unavailable right now</Note>
      ) : board.leaders.length === 0 ? (
        <Note>No one has earned chat points this week yet. Chat while the stream is live!</Note>
      ) : (
        <>
          <List>
            {board.leaders.map((l) => (
              <Row key={l.user_id}>
                <Rank aria-hidden="true">{l.rank}</Rank>
                <Name>{l.username}</Name>
                <Points>{formatNumber(l.points)} points</Points>
              </Row>
            ))}
          </List>
          <Note>
            {board.points_per_interval} points for every {board.interval_minutes} minutes you chat
            while live.
          </Note>
        </>
      )}
    </Panel>
  );
}
