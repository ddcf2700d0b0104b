import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TournamentSummary } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  formatDate,
  Muted,
  Page,
  PageTitle,
  Pagination,
  Skeleton,
  TrophyIcon,
} from '@lobby/shared-ui';
import { LoadError } from '../../../components/load-error';
import { getTournaments, tournamentKeys } from '../api/tournaments';
import { AccuracyLeaderboard } from './accuracy-leaderboard';
import { SlotFace } from './slot-face';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const CardBox = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  h2 {
    font-size: 18px;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Featured = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Foot = styled.div`
  margin-top: auto;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

function TournamentCard({ t }: { t: TournamentSummary }) {
  return (
    <CardBox as="article" aria-labelledby={`tournament-${t.id}`}>
      <Top>
        <h2 id={`tournament-${t.id}`}>{t.name}</h2>
        <Badge $tone={t.is_active ? 'success' : 'neutral'}>
          {t.is_active ? 'Active' : 'Completed'}
        </Badge>
      </Top>
      <Facts>
        <div>
          <dt>Predictions</dt>
          <dd>{t.predictions_count}</dd>
        </div>
        <div>
          <dt>Matches</dt>
          <dd>{t.matches_count}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={t.created_at}>{formatDate(t.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{t.size} slots</dd>
        </div>
        <div>
          <dt>Prediction window</dt>
          <dd>{t.predictions_active ? 'Open' : 'Closed'}</dd>
        </div>
      </Facts>
      {t.featured_slots.length ? (
        <Featured aria-label="Featured slots">
          {t.featured_slots.slice(0, 3).map((s) => (
            <li key={s.name}>
              <SlotFace name={s.name} image={s.image} provider={s.provider} size={28} />
            </li>
          ))}
        </Featured>
      ) : null}
      <Foot>
        <Button as={Link} to={`/tournaments/${t.id}`} $variant="secondary" $size="sm">
          View Tournament
        </Button>
      </Foot>
    </CardBox>
  );
}

/** /tournaments: every tournament, newest first, and the bracket-prediction accuracy ranking. */
export function TournamentsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: tournamentKeys.page(page),
    queryFn: () => getTournaments(page),
    placeholderData: keepPreviousData,
    meta: logFailure('[engagement/tournaments] Failed to load tournaments'),
  });
  const setPage = (next: number) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next === 1) out.delete('page');
      else out.set('page', String(next));
      return out;
    });

  let content;
  if (list.isPending)
    content = (
      <Grid aria-busy="true" aria-label="Loading tournaments">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton $height={280} $radius="16px" />
          </li>
        ))}
      </Grid>
    );
  else if (list.isError && !list.data)
    content = <LoadError title="Failed to load tournaments" onRetry={() => void list.refetch()} />;
  else if (!list.data.data.length)
    content = (
      <EmptyState icon={<TrophyIcon size={32} />} title="No tournaments yet">
        Slot tournaments will show up here as soon as the first bracket is set up.
      </EmptyState>
    );
  else
    content = (
      <>
        <Grid style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.data.map((t) => (
            <li key={t.id}>
              <TournamentCard t={t} />
            </li>
          ))}
        </Grid>
        <Pagination page={page} lastPage={list.data.pagination.last_page} onChange={setPage} />
      </>
    );

  return (
    <Page>
      <header>
        <PageTitle>Tournaments</PageTitle>
        <Muted>
          Slot brackets played on stream: pick every winner and climb the accuracy ranking.
        </Muted>
      </header>
      <Stack>
        {content}
        <AccuracyLeaderboard />
      </Stack>
    </Page>
  );
}

export default TournamentsPage;
