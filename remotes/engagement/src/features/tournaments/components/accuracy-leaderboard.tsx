import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { logFailure } from '@lobby/shared-api';
import { Avatar, Card, Loader, SectionTitle, Tabs } from '@lobby/shared-ui';
import { getAccuracyLeaderboard, tournamentKeys } from '../api/tournaments';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  li {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr) auto auto;
    gap: 12px;
    align-items: center;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  a {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    min-width: 0;
    font-weight: 600;
  }
  a span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const PERIODS = [
  { key: '30d', label: 'Last 30 days' },
  { key: 'all', label: 'All time' },
] as const;

/** The bracket-prediction accuracy ranking across all tournaments (≥ 10 decided picks). */
export function AccuracyLeaderboard() {
  const [period, setPeriod] = useState<'30d' | 'all'>('30d');
  const board = useQuery({
    queryKey: tournamentKeys.accuracy(period),
    queryFn: () => getAccuracyLeaderboard(period),
    meta: logFailure('[engagement/tournaments] Failed to load the accuracy leaderboard'),
  });
  return (
    <Box as="section" aria-labelledby="accuracy-heading">
      <SectionTitle id="accuracy-heading">Prediction Accuracy Leaderboard</SectionTitle>
      <Tabs items={[...PERIODS]} value={period} onChange={setPeriod} label="Accuracy period" />
      {board.isPending ? (
        <Loader label="Loading the ranking..." />
      ) : board.isError ? (
        <Note role="alert">The ranking could not be loaded.</Note>
      ) : board.data.data.length === 0 ? (
        <Note>
          Nobody has {board.data.min_picks} decided picks{' '}
          {period === '30d' ? 'in the last 30 days' : 'yet'}. Predict brackets to get ranked.
        </Note>
      ) : (
        <>
          <Note>
            Ranked by correct picks, then accuracy. At least {board.data.min_picks} decided picks.
          </Note>
          <List>
            {board.data.data.map((r) => (
              <li key={r.user.id}>
                <strong>#{r.rank}</strong>
                <Link to={`/profile/${r.user.username}`}>
                  <Avatar
                    src={r.user.avatar}
                    name={r.user.global_name ?? r.user.username}
                    size={28}
                    alt=""
                  />
                  <span>{r.user.global_name ?? r.user.username}</span>
                </Link>
                <span className="num" title="Correct picks">
                  {r.correct}/{r.total}
                </span>
                <strong className="num">{r.accuracy.toFixed(1)}%</strong>
              </li>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
