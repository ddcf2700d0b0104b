import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { UserProfile } from '@lobby/contract-community';
import { useCurrentUser } from '@lobby/shared-api';
import type { TabItem } from '@lobby/shared-ui';
import {
  AlertIcon,
  Button,
  EmptyState,
  Page,
  PageTitle,
  Skeleton,
  Tabs,
  LockIcon,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { useOwnProfile } from '../hooks/use-own-profile';
import { kickStatusMessage } from '../utils/kick-status';
import { CasinoTab } from './casino-tab';
import { ConnectionsTab } from './connections-tab';
import { DailyClaimCard } from './daily-claim-card';
import { ProfileTab } from './profile-tab';
import { SocialTab } from './social-tab';

export type SettingsTab = 'profile' | 'connections' | 'social' | 'casino';

const TABS: TabItem<SettingsTab>[] = [
  { key: 'profile', label: 'Profile' },
  { key: 'connections', label: 'Connections' },
  { key: 'social', label: 'Social' },
  { key: 'casino', label: 'Casino' },
];

const isTab = (v: string | null): v is SettingsTab => TABS.some((t) => t.key === v);

const Narrow = styled(Page)`
  max-width: 880px;
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: 6px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The four tabs always fit their row, never scrolling sideways: side by side in equal columns
// where there is room, two by two on a phone (its width, not the window's, decides).
const TabsRow = styled.div`
  container: settings-tabs / inline-size;
  [role='tablist'] {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    width: 100%;
    max-width: 560px;
    overflow: visible;
  }
  [role='tab'] {
    min-width: 0;
    padding: 8px 10px;
    font-size: 14px;
    line-height: 1.25;
    text-align: center;
    white-space: nowrap;
  }
  @container settings-tabs (max-width: 439px) {
    [role='tablist'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  &[hidden] {
    display: none;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Holds the form's place while the profile loads, so nothing jumps when it arrives. */
function FormSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonCard role="status" aria-live="polite">
      <VisuallyHidden>Loading your profile...</VisuallyHidden>
      <Skeleton $width="40%" $height={20} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} $height={i === 0 ? 96 : 42} $radius="10px" />
      ))}
      <Skeleton $width={112} $height={40} $radius="10px" />
    </SkeletonCard>
  );
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title="We couldn't load your profile"
      icon={<AlertIcon size={32} />}
      action={
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Your current settings could not be loaded, so the form is hidden to keep them safe.
    </EmptyState>
  );
}

/** /settings — the member's profile, connected accounts, social handles and casino usernames. */
export function SettingsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { state, reload } = useOwnProfile(user?.id ?? null);

  if (!user) {
    return (
      <Narrow>
        <PageTitle>Settings</PageTitle>
        <EmptyState
          title="Log in to manage your settings"
          icon={<LockIcon size={32} />}
          action={
            <Button as={Link} to="/login?next=/settings">
              Login
            </Button>
          }
        >
          Claim your daily points, link your Kick account and edit your profile once you are logged
          in.
        </EmptyState>
      </Narrow>
    );
  }

  const kickParam = params.get('kick');
  const kickStatus = kickStatusMessage(kickParam);
  const tabParam = params.get('tab');
  // Back from the Kick round trip (/settings?kick=…) the Connections tab shows its outcome.
  const tab: SettingsTab = isTab(tabParam) ? tabParam : kickStatus ? 'connections' : 'profile';

  const update = (change: (p: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  const selectTab = (key: SettingsTab) => update((p) => p.set('tab', key));
  // The outcome went with the address; keep the tab it opened when it goes.
  const dismissKick = () =>
    update((p) => {
      p.delete('kick');
      p.set('tab', tab);
    });

  const profile = state.status === 'ready' ? state.profile : null;
  const withProfile = (render: (p: UserProfile) => ReactNode, rows: number) =>
    profile ? (
      render(profile)
    ) : state.status === 'error' ? (
      <ProfileLoadError onRetry={reload} />
    ) : (
      <FormSkeleton rows={rows} />
    );

  return (
    <Narrow>
      <Head>
        <PageTitle>Settings</PageTitle>
        <p>Manage your profile, connected accounts, social handles and casino usernames.</p>
      </Head>
      <TabsRow>
        <Tabs label="Settings sections" items={TABS} value={tab} onChange={selectTab} />
      </TabsRow>
      <Panel role="tabpanel" aria-label="Profile" hidden={tab !== 'profile'}>
        <DailyClaimCard user={user} />
        {withProfile(
          (p) => (
            <ProfileTab profile={p} />
          ),
          2,
        )}
      </Panel>
      <Panel role="tabpanel" aria-label="Connections" hidden={tab !== 'connections'}>
        <ConnectionsTab
          user={user}
          kickUsername={profile ? profile.kick_username : user.kick_username}
          status={kickStatus}
          onDismissStatus={dismissKick}
        />
      </Panel>
      <Panel role="tabpanel" aria-label="Social" hidden={tab !== 'social'}>
        {withProfile(
          (p) => (
            <SocialTab profile={p} />
          ),
          4,
        )}
      </Panel>
      <Panel role="tabpanel" aria-label="Casino" hidden={tab !== 'casino'}>
        {withProfile(
          () => (
            <CasinoTab />
          ),
          2,
        )}
      </Panel>
    </Narrow>
  );
}

export default SettingsPage;
