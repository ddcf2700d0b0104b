import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Countdown,
  EmptyState,
  Grid,
  Muted,
  Page,
  PageTitle,
  Skeleton,
  Tabs,
  TicketIcon,
} from '@lobby/shared-ui';
import { LoadError } from '../../../components/load-error';
import { useGiveawaysQuery } from '../hooks/use-giveaways';
import type { GiveawayFilter } from '../utils/giveaway-display';
import { matchesFilter, parseFilter } from '../utils/giveaway-display';
import { GiveawayCard } from './giveaway-card';

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const NextEnding = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: baseline;
  margin: 0;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
`;

const EMPTY: Record<GiveawayFilter, string> = {
  all: 'No raffles yet',
  active: 'No active raffles',
  ended: 'No ended raffles',
};

/** /raffles: every giveaway, filtered All / Active / Ended with counts. */
export function GiveawaysPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const query = useGiveawaysQuery();
  const all = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(
    () => ({
      all: all.length,
      active: all.filter((g) => matchesFilter(g, 'active')).length,
      ended: all.filter((g) => matchesFilter(g, 'ended')).length,
    }),
    [all],
  );
  const shown = all.filter((g) => matchesFilter(g, filter));
  const nextEnding = all
    .filter((g) => g.status === 'active')
    .reduce<string | null>((min, g) => (!min || g.end_datetime < min ? g.end_datetime : min), null);

  const select = useCallback(
    (key: GiveawayFilter) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (key === 'all') next.delete('filter');
          else next.set('filter', key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  let content;
  if (query.isPending) {
    content = (
      <Grid $min={280} role="status" aria-busy="true" aria-label="Loading raffles">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height={360} $radius="16px" />
        ))}
      </Grid>
    );
  } else if (query.isError) {
    content = <LoadError title="Failed to load raffles" onRetry={() => void query.refetch()} />;
  } else if (shown.length === 0) {
    content = (
      <EmptyState icon={<TicketIcon size={32} />} title={EMPTY[filter]}>
        {filter === 'ended'
          ? 'Finished raffles and their winners will appear here.'
          : 'New raffles are announced on stream — check back soon.'}
      </EmptyState>
    );
  } else {
    content = (
      <Grid $min={280}>
        {shown.map((g) => (
          <GiveawayCard key={g.id} giveaway={g} />
        ))}
      </Grid>
    );
  }

  return (
    <Page>
      <Intro>
        <PageTitle>Raffles</PageTitle>
        <Muted>Enter for free, with points or with the stream password, and win prizes.</Muted>
      </Intro>
      <Toolbar>
        <Tabs
          label="Filter raffles"
          value={filter}
          onChange={select}
          items={[
            { key: 'all', label: 'All', count: counts.all },
            { key: 'active', label: 'Active', count: counts.active },
            { key: 'ended', label: 'Ended', count: counts.ended },
          ]}
        />
        {filter === 'active' && nextEnding ? (
          <NextEnding>
            <span>Next ending in</span>
            <strong>
              <Countdown to={nextEnding} />
            </strong>
          </NextEnding>
        ) : null}
      </Toolbar>
      <div role="tabpanel" aria-label={`${filter[0]!.toUpperCase()}${filter.slice(1)} raffles`}>
        {content}
      </div>
    </Page>
  );
}

export default GiveawaysPage;
