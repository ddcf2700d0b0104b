import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Platform } from '@lobby/shared-api';
import { ApiError, useLeaderboardSummaryQuery } from '@lobby/shared-api';
import {
  Button,
  EmptyState,
  ImageWithFallback,
  Page,
  PageTitle,
  SearchInput,
  Skeleton,
  Spinner,
  StatusBadge,
  formatNumber,
  RefreshIcon,
  TrophyIcon,
} from '@lobby/shared-ui';
import { useLeaderboard } from '../hooks/use-leaderboard';
import type { Period } from '../utils/leaderboard';
import { readView } from '../utils/leaderboard';
import { DataFreshness } from './data-freshness';
import { PeriodSummary } from './period-summary';
import { PlatformSelector } from './platform-selector';
import { Podium } from './podium';
import { RankedList } from './ranked-list';

const Root = styled(Page)`
  gap: 20px;
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  button {
    padding: 8px 16px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 {
    font-size: 18px;
    font-weight: 800;
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

function LoadingBoard() {
  return (
    <div aria-hidden="true" style={{ display: 'grid', gap: 16 }}>
      <Skeleton $height={86} $radius="10px" />
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
        <Skeleton $height={150} $radius="16px" />
        <Skeleton $height={190} $radius="16px" />
        <Skeleton $height={140} $radius="16px" />
      </div>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} $height={48} $radius="10px" />
      ))}
    </div>
  );
}

/** The debounced value of `value` (the ranked list's search asks the server). */
function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

function Board({ platformKey, period }: { platformKey: string; period: Period }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const { query, board, rest } = useLeaderboard(platformKey, period, search);

  if (!board) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <EmptyState
          title="Leaderboard not found"
          icon={<TrophyIcon size={32} />}
          action={
            <Button as={Link} to="/leaderboard" $variant="secondary">
              Show all leaderboards
            </Button>
          }
        >
          There is no platform called “{platformKey}”.
        </EmptyState>
      );
    if (query.isError)
      return (
        <EmptyState
          title="Failed to load leaderboard"
          action={
            <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
              <RefreshIcon size={16} /> Try again
            </Button>
          }
        >
          Please check your connection and try again.
        </EmptyState>
      );
    return <LoadingBoard />;
  }

  const symbol = board.currency_symbol || '$';
  // Uncounted matches ("more than N") are at least the rows shown, and all of them once no page
  // follows.
  const shownTotal = !board.rest_total_capped
    ? board.rest_total
    : query.hasNextPage
      ? Math.max(board.rest_total, rest.length)
      : rest.length;
  return (
    <>
      <PeriodSummary
        period={period}
        start={board.current_period.start}
        end={board.current_period.end}
        prizePool={board.total_prize_pool}
        symbol={symbol}
      />
      <DataFreshness info={board} />
      {board.weighted_wagers ? (
        <p>
          <StatusBadge>Weighted wagers</StatusBadge> Amounts are weighted by the casino (games with
          a lower house edge count for less).
        </p>
      ) : null}
      {board.total_players === 0 ? (
        <EmptyState title="No players yet" icon={<TrophyIcon size={32} />}>
          {period === 'current'
            ? 'Wager on this platform to claim the first spot.'
            : 'Nobody wagered in the last period.'}
        </EmptyState>
      ) : (
        <>
          <Podium players={board.top_three} prizes={board.prizes} symbol={symbol} />
          <section aria-labelledby="leaderboard-ranked-title">
            <ListHead>
              <h2 id="leaderboard-ranked-title">
                Rankings{' '}
                {query.isFetching && !query.isFetchingNextPage ? (
                  <Spinner aria-label="Updating" />
                ) : null}
              </h2>
              <SearchInput
                placeholder="Search players..."
                value={input}
                onChange={(e) => setInput(e.target.value)}
              />
            </ListHead>
            {rest.length > 0 ? (
              <RankedList players={rest} prizes={board.prizes} symbol={symbol} />
            ) : search ? (
              <EmptyState title="No players found">No player matches “{search}”.</EmptyState>
            ) : (
              <EmptyState title="No players yet">Only the podium has players so far.</EmptyState>
            )}
            {rest.length > 0 ? (
              <More>
                <span>
                  Showing {formatNumber(rest.length)} of {formatNumber(shownTotal)}
                  {board.rest_total_capped && query.hasNextPage ? '+' : ''}{' '}
                  {search ? 'matching players' : 'players from #4'}
                </span>
                {query.hasNextPage ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {query.isFetchingNextPage ? 'Loading...' : 'Show more players'}
                  </Button>
                ) : null}
              </More>
            ) : null}
          </section>
        </>
      )}
    </>
  );
}

/**
 * /leaderboard and /leaderboards: choose a platform and its current or last period (kept in the
 * URL as `?platform=<slug>&period=last`, so a link or Back restores the view); the period's
 * countdown, progress and prize pool; the podium; the ranked list with search and prizes.
 */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const summary = useLeaderboardSummaryQuery();
  const platforms = summary.data?.data.platforms ?? [];
  const platformKey = view.platform ?? platforms[0]?.slug ?? null;
  const selected: Platform | null =
    platforms.find((p) => p.slug === platformKey?.toLowerCase() || String(p.id) === platformKey) ??
    null;

  const choosePlatform = (p: Platform) => setParams({ platform: p.slug });
  const choosePeriod = (period: Period) => {
    const next: Record<string, string> = {};
    if (platformKey) next.platform = selected?.slug ?? platformKey;
    if (period === 'last') next.period = 'last';
    setParams(next);
  };

  let body;
  if (!platformKey) {
    if (summary.isError)
      body = (
        <EmptyState
          title="Failed to load leaderboards"
          action={
            <Button type="button" $variant="secondary" onClick={() => void summary.refetch()}>
              <RefreshIcon size={16} /> Try again
            </Button>
          }
        >
          Please check your connection and try again.
        </EmptyState>
      );
    else if (summary.isPending) body = <LoadingBoard />;
    else
      body = (
        <EmptyState title="No leaderboards yet" icon={<TrophyIcon size={32} />}>
          Leaderboards appear here when a partner platform starts a period.
        </EmptyState>
      );
  } else {
    body = (
      <Board key={`${platformKey}-${view.period}`} platformKey={platformKey} period={view.period} />
    );
  }

  return (
    <Root>
      <Head>
        <Title>
          {selected ? (
            <ImageWithFallback src={selected.image} name={selected.name} alt="" size={48} />
          ) : null}
          <div>
            <PageTitle>{selected ? `${selected.name} Leaderboard` : 'Leaderboard'}</PageTitle>
            <p>Wager on our partner platforms and climb the ranks for a share of the prize pool.</p>
          </div>
        </Title>
        {platformKey ? (
          <Toggle role="group" aria-label="Period">
            <button
              type="button"
              aria-pressed={view.period === 'current'}
              onClick={() => choosePeriod('current')}
            >
              Current Period
            </button>
            <button
              type="button"
              aria-pressed={view.period === 'last'}
              onClick={() => choosePeriod('last')}
            >
              Last Period
            </button>
          </Toggle>
        ) : null}
      </Head>
      {platforms.length > 0 ? (
        <PlatformSelector platforms={platforms} selected={selected} onSelect={choosePlatform} />
      ) : null}
      {body}
    </Root>
  );
}

export default LeaderboardPage;
