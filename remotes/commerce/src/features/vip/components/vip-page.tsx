import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { VipTier } from '@lobby/contract-commerce';
import {
  ApiError,
  logFailure,
  useMemberRefetch,
  useSessionStore,
  useViewerId,
} from '@lobby/shared-api';
import {
  Alert,
  Button,
  EmptyState,
  formatUSD,
  MoneyFigure,
  Grid,
  ImageWithFallback,
  Loader,
  Muted,
  Page,
  PageTitle,
  StatTile,
} from '@lobby/shared-ui';
import { claimVipTier, getVipRewards, vipKeys } from '../api/vip-api';
import { ClaimHistoryModal } from './claim-history-modal';
import { TierCard } from './tier-card';

/** What the member's live channel refetches here. */
const VIP_LIVE = [vipKeys.all()];

export const CLAIM_FAILED = 'Failed to claim reward';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  align-items: stretch;
  width: 100%;
  strong {
    overflow-wrap: anywhere;
  }
`;

const Platforms = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const PlatformButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) =>
    $active ? `${theme.colors.primary}22` : theme.colors.surface};
  color: inherit;
  cursor: pointer;
  text-align: left;
  max-width: 100%;
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Prompt = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Notice = styled(Alert)`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  button {
    border: 0;
    background: none;
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
    color: inherit;
  }
`;

/** /vip-rewards — wager tiers per platform, their states and claims. */
export function VipPage() {
  const viewerId = useViewerId();
  // A claim decided by staff, or points and wagers moving, shows without a reload.
  useMemberRefetch(['claims', 'points'], VIP_LIVE);
  const loggedIn = useSessionStore((s) => s.user !== null);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const query = useQuery({
    queryKey: vipKeys.rewards(viewerId),
    queryFn: () => getVipRewards().then((r) => r.data),
    meta: logFailure('Failed to load VIP rewards'),
  });

  const claim = useMutation({
    mutationFn: (tier: VipTier) => claimVipTier(tier.id),
    onSuccess: (res) => {
      useSessionStore.getState().setPoints(res.data.user_points);
      setNotice({ tone: 'success', text: res.message });
    },
    onError: (error) =>
      setNotice({
        tone: 'danger',
        text: error instanceof ApiError && error.message ? error.message : CLAIM_FAILED,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: vipKeys.all() }),
  });

  const data = query.data;
  const platforms = data ? Object.keys(data.tiers_by_platform) : [];
  const current = selected && platforms.includes(selected) ? selected : (platforms[0] ?? null);
  const group = current && data ? data.tiers_by_platform[current] : null;

  return (
    <Page>
      <Header>
        <div>
          <PageTitle>VIP Rewards</PageTitle>
          <Muted>Wager on our partner platforms to unlock tiers and claim their rewards.</Muted>
        </div>
        {loggedIn ? (
          <Button type="button" $variant="secondary" onClick={() => setHistoryOpen(true)}>
            View History
          </Button>
        ) : null}
      </Header>

      {loggedIn ? (
        <Stats>
          <StatTile>
            <span>Total Wagered</span>
            <strong>{data?.user_stats ? formatUSD(data.user_stats.total_wagered) : '—'}</strong>
          </StatTile>
          <StatTile>
            <span>Favorite Platform</span>
            <strong>{data ? (data.user_stats?.favorite_platform?.name ?? 'N/A') : '—'}</strong>
          </StatTile>
        </Stats>
      ) : (
        <Prompt $tone="info">
          <span>Log in to track your wagering and claim VIP rewards.</span>
          <Button as={Link} to="/login" $size="sm">
            Login
          </Button>
        </Prompt>
      )}

      {notice ? (
        <Notice $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <span>{notice.text}</span>
          <button type="button" aria-label="Dismiss" onClick={() => setNotice(null)}>
            ×
          </button>
        </Notice>
      ) : null}

      {!data ? (
        query.isError && !query.isFetching ? (
          <EmptyState
            title="Could not load VIP rewards"
            action={
              <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <Loader label="Loading VIP rewards..." />
        )
      ) : !group ? (
        <EmptyState title="No VIP Tiers Available">
          Check back soon for wager rewards on our partner platforms.
        </EmptyState>
      ) : (
        <>
          <Platforms role="group" aria-label="Platforms">
            {Object.entries(data.tiers_by_platform).map(([name, p]) => {
              return (
                <PlatformButton
                  key={name}
                  type="button"
                  $active={name === current}
                  aria-pressed={name === current}
                  onClick={() => setSelected(name)}
                >
                  <ImageWithFallback src={p.platform.image} name={name} size={28} alt="" />
                  <span>
                    <strong>{name}</strong>
                    <small>
                      <MoneyFigure value={p.user_wagered} cents compact="never" /> wagered
                    </small>
                  </span>
                </PlatformButton>
              );
            })}
          </Platforms>
          {group.tiers.length === 0 ? (
            <EmptyState title="No VIP Tiers Available" />
          ) : (
            <Grid $min={240} aria-label={`${current} tiers`}>
              {group.tiers.map((tier) => (
                <TierCard
                  key={tier.id}
                  tier={tier}
                  userWagered={group.user_wagered}
                  loggedIn={loggedIn}
                  claiming={claim.isPending && claim.variables?.id === tier.id}
                  onClaim={(t) => {
                    setNotice(null);
                    claim.mutate(t);
                  }}
                />
              ))}
            </Grid>
          )}
        </>
      )}
      {loggedIn ? (
        <ClaimHistoryModal open={historyOpen} onClose={() => setHistoryOpen(false)} />
      ) : null}
    </Page>
  );
}

export default VipPage;
