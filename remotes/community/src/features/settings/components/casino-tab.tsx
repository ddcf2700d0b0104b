import styled from 'styled-components';
import { ChipIcon, EmptyState, RetryAlert, Skeleton, VisuallyHidden } from '@lobby/shared-ui';
import { useCasinoLinks } from '../hooks/use-casino-links';
import { CasinoPlatformBlock } from './casino-platform-block';
import { SettingsCard } from './settings-card';

const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/**
 * Settings › Casino: one block per casino platform, its verification state and the member's
 * name there with its evidence. The settings' casino fields (crypto1..3) label these blocks:
 * they are the names wagers use, not a second set.
 */
export function CasinoTab() {
  const { query, key } = useCasinoLinks();
  const data = query.data?.data;
  return (
    <SettingsCard
      title="Casino usernames"
      description="Your username on each partner casino, with a screenshot of its referral page showing our code. A name counts for leaderboard prizes, VIP tiers and wager raffles once a moderator has verified it."
      icon={<ChipIcon />}
    >
      {query.isError && !data ? (
        <RetryAlert onRetry={() => void query.refetch()}>
          Could not load your casino names.
        </RetryAlert>
      ) : !data ? (
        <div role="status">
          <Skeleton $height={160} $width="100%" />
          <VisuallyHidden>Loading your casino names</VisuallyHidden>
        </div>
      ) : data.platforms.length === 0 ? (
        <EmptyState title="No partner casinos yet" icon={<ChipIcon size={32} />}>
          When the site adds a partner casino, you can link your username on it here.
        </EmptyState>
      ) : (
        <Blocks>
          {data.platforms.map((p) => (
            <CasinoPlatformBlock
              key={p.id}
              platform={p}
              link={data.links.find((l) => l.platform.id === p.id)}
              queryKey={key}
            />
          ))}
        </Blocks>
      )}
    </SettingsCard>
  );
}
