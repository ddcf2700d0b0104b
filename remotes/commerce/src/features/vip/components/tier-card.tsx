import styled from 'styled-components';
import { vipProgress, vipTierState } from '@lobby/contract-commerce';
import type { VipTier, VipTierState } from '@lobby/contract-commerce';
import { Badge, Button, Card, formatUSD, Muted, ProgressBar } from '@lobby/shared-ui';
import type { BadgeTone } from '@lobby/shared-ui';
import { rewardLabel } from './reward';

const STATE: Record<VipTierState, { label: string; tone: BadgeTone }> = {
  claimed: { label: 'Claimed', tone: 'success' },
  ready: { label: 'Ready to Claim', tone: 'primary' },
  eligible: { label: 'Eligible', tone: 'info' },
  locked: { label: 'Locked', tone: 'neutral' },
};

const Wrap = styled(Card)<{ $state: VipTierState }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  border-color: ${({ theme, $state }) =>
    $state === 'ready' ? theme.colors.primary : $state === 'claimed' ? theme.colors.success : ''};
  opacity: ${({ $state }) => ($state === 'locked' ? 0.85 : 1)};
`;

/* When the name and the state badge do not fit on one line the badge moves below the name: the
   name only breaks inside a word when that word alone is wider than the card. */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
  h3 {
    font-size: 18px;
    font-weight: 800;
    min-width: 0;
    max-width: 100%;
    overflow-wrap: break-word;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-weight: 700;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const ProgressText = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** One tier: what it takes and gives, the member's progress to it, and its claim button. */
export function TierCard({
  tier,
  userWagered,
  loggedIn,
  claiming,
  onClaim,
}: {
  tier: VipTier;
  userWagered: number;
  loggedIn: boolean;
  claiming: boolean;
  onClaim: (tier: VipTier) => void;
}) {
  const state = vipTierState(tier);
  const progress = vipProgress(userWagered, tier.min_wagered);
  const headingId = `vip-tier-${tier.id}`;
  return (
    <Wrap as="article" aria-labelledby={headingId} $state={state}>
      <Top>
        <h3 id={headingId}>{tier.name}</h3>
        <Badge $tone={STATE[state].tone}>{STATE[state].label}</Badge>
      </Top>
      {tier.description ? <Muted>{tier.description}</Muted> : null}
      <Facts>
        <dt>Minimum wagered</dt>
        <dd>{formatUSD(tier.min_wagered, { cents: false })}</dd>
        <dt>Reward</dt>
        <dd>
          {rewardLabel(tier.reward_type, tier.reward_amount)}{' '}
          <Muted as="span">({tier.reward_type === 'cash' ? 'Cash' : 'Points'})</Muted>
        </dd>
      </Facts>
      {loggedIn ? (
        <div>
          <ProgressBar value={progress / 100} label={`Progress to ${tier.name}`} />
          <ProgressText>
            <span>
              {formatUSD(Math.min(userWagered, tier.min_wagered), { cents: false })} /{' '}
              {formatUSD(tier.min_wagered, { cents: false })}
            </span>
            <span>{Math.floor(progress)}%</span>
          </ProgressText>
        </div>
      ) : null}
      {state === 'claimed' ? (
        <Button type="button" $variant="secondary" disabled>
          Claimed
        </Button>
      ) : state === 'ready' ? (
        <Button type="button" disabled={claiming} onClick={() => onClaim(tier)}>
          {claiming ? 'Claiming...' : 'Claim Reward'}
        </Button>
      ) : state === 'eligible' ? (
        <Button type="button" $variant="secondary" disabled>
          Eligible
        </Button>
      ) : loggedIn ? (
        <Button type="button" $variant="secondary" disabled>
          {`Wager ${formatUSD(Math.max(0, tier.min_wagered - userWagered), { cents: false })} more`}
        </Button>
      ) : null}
    </Wrap>
  );
}
