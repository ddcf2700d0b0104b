import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Challenge } from '@lobby/contract-community';
import { useCurrentUser } from '@lobby/shared-api';
import {
  Alert,
  Button,
  EmptyState,
  Page,
  PageTitle,
  Skeleton,
  Tabs,
  BoltIcon,
  RefreshIcon,
} from '@lobby/shared-ui';
import { useChallenges, useMyClaims } from '../hooks/use-challenges';
import type { ChallengeTab } from '../utils/challenges';
import { TAB_LABELS, byTab } from '../utils/challenges';
import { ChallengeCard } from './challenge-card';
import { ChallengeDetailModal } from './challenge-detail-modal';
import { ClaimModal } from './claim-modal';
import { MyClaims } from './my-claims';

const Root = styled(Page)`
  min-width: 0;
  p.lead {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: 14px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: 20px;
    font-weight: 800;
  }
`;

const TABS: ChallengeTab[] = ['active', 'upcoming', 'completed'];
const isTab = (v: string | null): v is ChallengeTab => !!v && (TABS as string[]).includes(v);

/**
 * /challenges: tabs Active / Upcoming / Completed with counts, the cards, the detail modal with
 * 'Submit Claim', the claim modal, and the member's own claims with their state. The tab lives in
 * the URL (`?tab=upcoming`); `?challenge=12` opens that challenge's details.
 */
export function ChallengesPage() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const challenges = useChallenges();
  const myClaims = useMyClaims();
  const [claiming, setClaiming] = useState<Challenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const panelId = useId();

  const tab: ChallengeTab = isTab(params.get('tab'))
    ? (params.get('tab') as ChallengeTab)
    : 'active';
  // A link may open a challenge's details (`?challenge=12`); after that the dialog is local state.
  const [openId, setOpenId] = useState<number | null>(
    () => Number(params.get('challenge')) || null,
  );
  const groups = byTab(challenges.data ?? []);
  const open = (challenges.data ?? []).find((c) => c.id === openId) ?? null;

  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(id);
  }, [notice]);

  const setTab = (key: ChallengeTab) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (key === 'active') next.delete('tab');
      else next.set('tab', key);
      next.delete('challenge');
      return next;
    });

  let body;
  if (challenges.isPending)
    body = (
      <Grid aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height={220} $radius="16px" />
        ))}
      </Grid>
    );
  else if (challenges.isError)
    body = (
      <EmptyState
        title="Failed to load challenges"
        action={
          <Button type="button" $variant="secondary" onClick={() => void challenges.refetch()}>
            <RefreshIcon size={16} /> Try again
          </Button>
        }
      >
        Please check your connection and try again.
      </EmptyState>
    );
  else if (groups[tab].length === 0)
    body = (
      <EmptyState
        title={`No ${TAB_LABELS[tab].toLowerCase()} challenges`}
        icon={<BoltIcon size={32} />}
      >
        {tab === 'active' ? 'New challenges appear here when they start.' : null}
      </EmptyState>
    );
  else
    body = (
      <Grid>
        {groups[tab].map((c) => (
          <ChallengeCard key={c.id} challenge={c} onOpen={() => setOpenId(c.id)} />
        ))}
      </Grid>
    );

  return (
    <Root>
      <header>
        <PageTitle>Challenges</PageTitle>
        <p className="lead">
          Be the first to hit the multiplier on the slot with at least the minimum bet, then claim
          the prize with a screenshot.
        </p>
      </header>
      {notice ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <Tabs
        label="Challenges"
        value={tab}
        onChange={setTab}
        items={TABS.map((key) => ({
          key,
          label: TAB_LABELS[key],
          count: challenges.data ? groups[key].length : undefined,
        }))}
      />
      <div role="tabpanel" id={panelId} aria-label={TAB_LABELS[tab]}>
        {body}
      </div>

      {user ? (
        <Section aria-labelledby="my-claims-title">
          <h2 id="my-claims-title">Your claims</h2>
          {myClaims.isPending ? (
            <Skeleton $height={80} $radius="10px" />
          ) : myClaims.isError ? (
            <p>Your claims could not be loaded.</p>
          ) : myClaims.data.length === 0 ? (
            <p>You have not submitted any claims yet.</p>
          ) : (
            <MyClaims claims={myClaims.data} />
          )}
        </Section>
      ) : (
        <Section aria-label="Log in">
          <p>
            <Link to="/login?next=%2Fchallenges">Log in</Link> to submit claims and follow their
            review.
          </p>
        </Section>
      )}

      {open && !claiming ? (
        <ChallengeDetailModal
          challenge={open}
          loggedIn={!!user}
          myClaims={myClaims.data ?? []}
          onClose={() => setOpenId(null)}
          onClaim={() => setClaiming(open)}
        />
      ) : null}
      {claiming ? (
        <ClaimModal
          challenge={claiming}
          onClose={() => setClaiming(null)}
          onSubmitted={(message) => {
            setOpenId(null);
            setClaiming(null);
            setNotice(message);
          }}
        />
      ) : null}
    </Root>
  );
}

export default ChallengesPage;
