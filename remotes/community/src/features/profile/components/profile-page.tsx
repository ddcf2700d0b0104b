import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileFriendship, UserProfile } from '@lobby/contract-community';
import { useCurrentUser } from '@lobby/shared-api';
import { Button, EmptyState, narrowTab, Page, Skeleton, Tabs } from '@lobby/shared-ui';
import { useProfile } from '../hooks/use-profile';
import { useProfileLists } from '../hooks/use-profile-lists';
import { AchievementsPanel } from './achievements-panel';
import { ActivityPanel } from './activity-panel';
import { OverviewPanel } from './overview-panel';
import { ProfileHeader } from './profile-header';

/** Sections size themselves to the page's own width (the shell's sidebar takes a share of the window). */
const Root = styled(Page)`
  container: profile / inline-size;
  gap: 20px;
`;

/**
 * In a narrow profile column the three tabs share the width instead of scrolling; a long label
 * breaks onto two lines rather than being cut off.
 */
const TabsBar = styled.div`
  @container profile (max-width: 560px) {
    [role='tablist'] {
      width: 100%;
    }
    [role='tab'] {
      ${narrowTab}
    }
  }
`;

const TabPanel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const HeaderSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  .card {
    border-radius: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
  }
  .body {
    display: flex;
    align-items: flex-end;
    gap: 20px;
    padding: 0 24px 24px;
    margin-top: -56px;
  }
  .lines {
    display: flex;
    flex-direction: column;
    gap: 10px;
    flex: 1;
    padding-bottom: 8px;
  }
  .stats {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
  @container profile (min-width: 640px) {
    .stats {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

type TabKey = 'overview' | 'achievements' | 'activity';

function LoadingProfile() {
  return (
    <HeaderSkeleton role="status" aria-label="Loading profile">
      <div className="card">
        <Skeleton $height="clamp(110px, 22cqi, 200px)" $radius="0" />
        <div className="body">
          <Skeleton $width={120} $height={120} $round />
          <div className="lines">
            <Skeleton $width="min(280px, 60%)" $height={26} />
            <Skeleton $width="min(160px, 40%)" $height={16} />
            <Skeleton $width="min(220px, 50%)" $height={20} />
          </div>
        </div>
      </div>
      <div className="stats">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height={70} $radius="16px" />
        ))}
      </div>
    </HeaderSkeleton>
  );
}

function ProfileView({
  profile,
  own,
  onFriendshipChange,
}: {
  profile: UserProfile;
  own: boolean;
  onFriendshipChange: (f: ProfileFriendship) => void;
}) {
  const [tab, setTab] = useState<TabKey>('overview');
  const { achievements, activities } = useProfileLists(profile.id, own);
  const name = profile.global_name || profile.username;
  const achievementsCount = achievements.loaded
    ? achievements.items.length
    : (profile.achievements_count ?? 0);

  return (
    <>
      <ProfileHeader
        profile={profile}
        own={own}
        achievementsCount={achievementsCount}
        onFriendshipChange={onFriendshipChange}
      />
      <TabsBar>
        <Tabs<TabKey>
          label="Profile sections"
          value={tab}
          onChange={setTab}
          items={[
            { key: 'overview', label: 'Overview' },
            {
              key: 'achievements',
              label: 'Achievements',
              count: achievements.loaded ? achievements.items.length : undefined,
            },
            { key: 'activity', label: 'Recent Activity' },
          ]}
        />
      </TabsBar>
      <TabPanel
        role="tabpanel"
        aria-label={
          tab === 'overview'
            ? 'Overview'
            : tab === 'achievements'
              ? 'Achievements'
              : 'Recent Activity'
        }
        tabIndex={0}
      >
        {tab === 'overview' ? <OverviewPanel profile={profile} /> : null}
        {tab === 'achievements' ? (
          <AchievementsPanel
            loaded={achievements.loaded}
            achievements={achievements.items}
            own={own}
            name={name}
          />
        ) : null}
        {tab === 'activity' ? (
          <ActivityPanel
            loaded={activities.loaded}
            activities={activities.items}
            own={own}
            name={name}
          />
        ) : null}
      </TabPanel>
    </>
  );
}

/**
 * /profile and /profile/:username. The own profile when there is no username or it is the
 * logged-in member's (any case); then Edit Profile shows and the own calls are used (spec part 1 §6).
 */
export function ProfilePage() {
  const { username: param } = useParams<{ username?: string }>();
  const user = useCurrentUser();
  const requested = param?.trim() || null;
  const own = !!user && (!requested || requested.toLowerCase() === user.username.toLowerCase());
  const username = requested ?? user?.username ?? null;
  const { state, retry, setFriendship, refreshFriendship } = useProfile(username, user?.id ?? null);

  const onFriendshipChange = (friendship: ProfileFriendship) => {
    setFriendship(friendship);
    void refreshFriendship();
  };

  let content;
  if (!username) {
    content = (
      <EmptyState
        title="Profile not found"
        action={
          <Button as={Link} to="/login?next=%2Fprofile">
            Login
          </Button>
        }
      >
        Log in to see your own profile.
      </EmptyState>
    );
  } else if (state.status === 'loading') {
    content = <LoadingProfile />;
  } else if (state.status === 'not-found') {
    content = (
      <EmptyState
        title="Profile Not Found"
        action={
          <Button as={Link} to="/" $variant="secondary">
            Back to Home
          </Button>
        }
      >
        The user you&apos;re looking for doesn&apos;t exist.
      </EmptyState>
    );
  } else if (state.status === 'error') {
    content = (
      <EmptyState
        title="Failed to load profile"
        action={
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        }
      >
        Something went wrong while loading this profile. Please try again.
      </EmptyState>
    );
  } else {
    // The header's points and XP follow the session (e.g. a daily claim made from the header).
    const profile =
      own && user ? { ...state.profile, points: user.points, xp: user.xp } : state.profile;
    content = (
      <ProfileView
        key={profile.id}
        profile={profile}
        own={own}
        onFriendshipChange={onFriendshipChange}
      />
    );
  }

  return <Root>{content}</Root>;
}

export default ProfilePage;
