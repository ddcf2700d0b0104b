import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PredictionStanding } from '@lobby/contract-engagement';
import { Avatar, EmptyState, SearchInput, UsersIcon, VisuallyHidden } from '@lobby/shared-ui';
import { SectionHead } from '../../../components/page-parts';

const Head = styled(SectionHead)`
  h2 {
    font-size: 18px;
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Rank = styled.span<{ $rank: number }>`
  font-weight: 800;
  color: ${({ theme, $rank }) =>
    $rank === 1
      ? theme.colors.gold
      : $rank === 2
        ? theme.colors.silver
        : $rank === 3
          ? theme.colors.bronze
          : theme.colors.textMuted};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  a,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Figures = styled.div`
  display: flex;
  gap: 16px;
  text-align: right;
  font-variant-numeric: tabular-nums;
  span {
    display: flex;
    flex-direction: column;
  }
  small {
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The server's ranking with the members none of whose picks is decided yet moved after everyone
 * with decided picks (their 0 correct of 0 says nothing about them), each part in its own order.
 */
export function rankStandings(standings: readonly PredictionStanding[]): PredictionStanding[] {
  return [...standings.filter((s) => s.total > 0), ...standings.filter((s) => s.total === 0)];
}

/** Accuracy in percent, or '—' while none of the member's picks is decided. */
export const accuracyText = (s: PredictionStanding) =>
  s.total > 0 ? `${s.accuracy.toFixed(1)}%` : '—';

/** The Predictions tab: every predictor's accuracy, searchable. */
export function PredictionsTab({ standings: given }: { standings: PredictionStanding[] }) {
  const [term, setTerm] = useState('');
  const standings = useMemo(() => rankStandings(given), [given]);
  const q = term.trim().toLowerCase();
  const shown = q
    ? standings.filter(
        (s) =>
          s.user.username.toLowerCase().includes(q) ||
          (s.user.global_name ?? '').toLowerCase().includes(q),
      )
    : standings;
  return (
    <section aria-labelledby="tournament-predictions-heading">
      <Head>
        <h2 id="tournament-predictions-heading">Tournament Predictions ({standings.length})</h2>
        <SearchInput
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search users..."
          aria-label="Search users"
        />
      </Head>
      {shown.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size={32} />}
          title={q ? `No users found matching "${term.trim()}"` : 'No predictions made yet'}
        />
      ) : (
        <Rows>
          {shown.map((s) => {
            const rank = standings.indexOf(s) + 1;
            const name = s.user.global_name || s.user.username;
            return (
              <Row key={s.user.id}>
                <Rank $rank={rank}>#{rank}</Rank>
                <Who>
                  <Avatar src={s.user.avatar} name={name} size={36} alt="" />
                  <div>
                    <Link to={`/profile/${s.user.username}`}>{name}</Link>
                    <small>@{s.user.username}</small>
                  </div>
                </Who>
                <Figures>
                  <span>
                    <small>Accuracy</small>
                    {s.total > 0 ? (
                      <strong>{accuracyText(s)}</strong>
                    ) : (
                      <strong title="No picks decided yet">
                        <span aria-hidden>{accuracyText(s)}</span>
                        <VisuallyHidden>No picks decided yet</VisuallyHidden>
                      </strong>
                    )}
                  </span>
                  <span>
                    <small>Correct</small>
                    <strong>
                      {s.correct}/{s.total}
                    </strong>
                  </span>
                </Figures>
              </Row>
            );
          })}
        </Rows>
      )}
    </section>
  );
}
