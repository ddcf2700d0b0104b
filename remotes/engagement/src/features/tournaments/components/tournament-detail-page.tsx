import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TournamentPredictInput } from '@lobby/contract-engagement';
import { tournamentChannel } from '@lobby/contract-engagement';
import { ApiError, logFailure, useLiveChannel, useSessionStore } from '@lobby/shared-api';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  formatDate,
  Loader,
  Muted,
  Page,
  PageTitle,
  Tabs,
  TrophyIcon,
} from '@lobby/shared-ui';
import { LoadError } from '../../../components/load-error';
import { FigureTile } from '../../../components/page-parts';
import { getTournament, predictTournament, tournamentKeys } from '../api/tournaments';
import { BracketTab } from './bracket-tab';
import { PredictTab } from './predict-tab';
import { PredictionsTab } from './predictions-tab';

export const SAVE_FAILED = 'Failed to save predictions';
export const SAVE_NETWORK_ERROR = 'An error occurred while saving predictions';

const TABS = [
  { key: 'bracket', label: 'Bracket' },
  { key: 'predict', label: 'Predict' },
  { key: 'predictions', label: 'Predictions' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const Header = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  justify-content: space-between;
`;

const Tiles = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

const Banner = styled(Alert)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 18px;
    cursor: pointer;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** /tournaments/{id}: the bracket, the member's picks and everyone's accuracy. */
export function TournamentDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabKey>('bracket');
  const [banner, setBanner] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const detail = useQuery({
    queryKey: tournamentKeys.detail(id, viewerId),
    queryFn: () => getTournament(id),
    enabled: valid,
    meta: logFailure('[engagement/tournaments] Failed to load the tournament'),
  });
  useLiveChannel(valid ? tournamentChannel(id) : null, null, {
    invalidate: [tournamentKeys.detailAll(id)],
  });
  useEffect(() => {
    document.title = `Tournament #${id}`;
  }, [id]);

  const save = useMutation({
    mutationFn: (input: TournamentPredictInput) => predictTournament(id, input),
    onSuccess: (answer) => {
      setBanner({ tone: 'success', text: answer.message });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.detailAll(id) });
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all(), refetchType: 'none' });
    },
    onError: (error) =>
      setBanner({
        tone: 'danger',
        text: error instanceof ApiError ? error.message || SAVE_FAILED : SAVE_NETWORK_ERROR,
      }),
  });

  const notFound = !valid || (detail.error instanceof ApiError && detail.error.status === 404);
  if (notFound)
    return (
      <Page>
        <EmptyState
          icon={<TrophyIcon size={32} />}
          title="Tournament Not Found"
          action={
            <Button as={Link} to="/tournaments" $variant="secondary">
              Back to Tournaments
            </Button>
          }
        >
          This tournament does not exist or was removed.
        </EmptyState>
      </Page>
    );
  if (detail.isPending)
    return (
      <Page>
        <Loader label="Loading Tournament..." />
      </Page>
    );
  if (detail.isError)
    return (
      <Page>
        <LoadError title="Failed to load the tournament" onRetry={() => void detail.refetch()} />
      </Page>
    );

  const { tournament, user_prediction, top_predictions } = detail.data.data;
  const hasPredictions = (user_prediction?.matches.length ?? 0) > 0;
  const initial = new Map(
    (user_prediction?.matches ?? []).map((p) => [p.tournament_match_id, p.predicted_winner_name]),
  );
  const canPredict = viewerId !== null && tournament.predictions_active && tournament.is_active;

  return (
    <Page>
      <Stack>
        <Link to="/tournaments">← Back to Tournaments</Link>
        {banner ? (
          <Banner $tone={banner.tone} role={banner.tone === 'danger' ? 'alert' : 'status'}>
            <span>{banner.text}</span>
            <button type="button" aria-label="Dismiss" onClick={() => setBanner(null)}>
              ×
            </button>
          </Banner>
        ) : null}
        <Header as="header">
          <Muted>Tournament #{tournament.id}</Muted>
          <TitleRow>
            <PageTitle>{tournament.name}</PageTitle>
            <Badge $tone={tournament.is_active ? 'success' : 'neutral'}>
              {tournament.is_active ? 'Active' : 'Completed'}
            </Badge>
          </TitleRow>
          {tournament.description ? <Muted>{tournament.description}</Muted> : null}
          <Tiles>
            <FigureTile label="Predictions" value={String(tournament.predictions_count)} />
            <FigureTile label="Matches" value={String(tournament.matches_count)} />
            <FigureTile label="Created" value={formatDate(tournament.created_at)} />
            <FigureTile label="Tournament Size" value={`${tournament.size} slots`} />
          </Tiles>
          {canPredict ? (
            <div>
              <Button type="button" onClick={() => setTab('predict')}>
                {hasPredictions ? 'Update Predictions' : 'Make Predictions'}
              </Button>
            </div>
          ) : null}
        </Header>
        <Tabs items={[...TABS]} value={tab} onChange={setTab} label="Tournament sections" />
        <div role="tabpanel" aria-label={TABS.find((t) => t.key === tab)!.label}>
          {tab === 'bracket' ? (
            <BracketTab matches={tournament.matches} />
          ) : tab === 'predict' ? (
            <PredictTab
              key={`${tournament.id}-${viewerId}`}
              tournament={tournament}
              loggedIn={viewerId !== null}
              initial={initial}
              saving={save.isPending}
              hasPredictions={hasPredictions}
              onSave={(predictions) => save.mutate({ predictions })}
            />
          ) : (
            <PredictionsTab standings={top_predictions} />
          )}
        </div>
      </Stack>
    </Page>
  );
}

export default TournamentDetailPage;
