import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileFriendship, UserProfile } from '@lobby/contract-community';
import {
  Avatar,
  Button,
  EditIcon,
  KickIcon,
  MailIcon,
  SOCIAL_NETWORKS,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { levelFromXp, roleLabel, tierFromPoints } from '../utils/level';
import { kickUrl, socialLinks } from '../utils/social';
import type { SocialNetwork } from '../utils/social';
import { FriendActions } from './friend-actions';
import { RoleBadge, TierBadge } from './profile-badges';
import { ProfileStats } from './profile-stats';

const Card = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Banner = styled.div`
  position: relative;
  height: clamp(110px, 22cqi, 200px);
  background:
    radial-gradient(ellipse 60% 120% at 0% 0%, rgba(124, 92, 255, 0.55), transparent 70%),
    radial-gradient(ellipse 50% 120% at 100% 100%, rgba(34, 211, 166, 0.3), transparent 70%),
    linear-gradient(135deg, #1d2340 0%, #111627 100%);
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(rgba(255, 255, 255, 0.04) 1px, transparent 1px),
      linear-gradient(90deg, rgba(255, 255, 255, 0.04) 1px, transparent 1px);
    background-size: 28px 28px;
    mask-image: linear-gradient(110deg, #000 10%, transparent 75%);
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, transparent 45%, rgba(19, 24, 38, 0.85) 100%);
  }
`;

const Body = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 0 clamp(16px, 3cqi, 28px) clamp(18px, 3cqi, 26px);
  @container profile (min-width: 720px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: end;
    gap: 20px;
  }
`;

const AvatarWrap = styled.div`
  position: relative;
  width: fit-content;
  margin-top: -56px;
  & > :first-child {
    border: 4px solid ${({ theme }) => theme.colors.surface};
    box-sizing: content-box;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.45);
  }
`;

const LevelBadge = styled.span`
  position: absolute;
  right: -2px;
  bottom: 2px;
  display: inline-flex;
  align-items: baseline;
  gap: 3px;
  padding: 3px 9px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #a34dff);
  border: 3px solid ${({ theme }) => theme.colors.surface};
  color: #fff;
  font-weight: 800;
  font-size: 15px;
  line-height: 1.2;
  small {
    font-size: 10px;
    letter-spacing: 0.06em;
    opacity: 0.85;
  }
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  h1 {
    font-size: clamp(22px, 3.2cqi, 30px);
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
`;

const Handle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
  overflow-wrap: anywhere;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 2px;
`;

const KickLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  font-weight: 700;
  color: #53fc18;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  @container profile (min-width: 720px) {
    align-items: flex-end;
  }
`;

const OtherActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: flex-end;
  gap: 8px;
  @media (max-width: 639px) {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

/** The spec's inert 'Message': focusable (so its reason can be heard), does nothing. */
function MessageButton({ name }: { name: string }) {
  const noteId = useId();
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-disabled="true"
        aria-describedby={noteId}
        title="Direct messages are not available yet"
        onClick={(e) => e.preventDefault()}
        style={{ opacity: 0.6, cursor: 'not-allowed' }}
      >
        <MailIcon size={17} />
        Message
      </Button>
      <VisuallyHidden id={noteId}>Direct messages to {name} are not available yet.</VisuallyHidden>
    </>
  );
}

const Extra = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 0 clamp(16px, 3cqi, 28px) clamp(18px, 3cqi, 26px);
  &:empty {
    display: none;
  }
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
  max-width: 75ch;
`;

const Socials = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    min-width: 0;
    max-width: 100%;
  }
  /* Icon and handle stay on one line (a long handle is cut with an ellipsis, the icon never
     wraps away from it). */
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    max-width: 100%;
    white-space: nowrap;
    padding: 7px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: 13px;
    font-weight: 600;
    transition:
      background 0.15s ease,
      border-color 0.15s ease;
  }
  a svg {
    flex: none;
  }
  a span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Each mark's size for the same optical weight beside the handle. */
const SOCIAL_ICON_SIZE: Record<SocialNetwork, number> = {
  x: 15,
  youtube: 17,
  instagram: 16,
  tiktok: 15,
};

function SocialMark({ network }: { network: SocialNetwork }) {
  const { Icon } = SOCIAL_NETWORKS[network];
  return <Icon size={SOCIAL_ICON_SIZE[network]} />;
}

export interface ProfileHeaderProps {
  profile: UserProfile;
  own: boolean;
  /** Shown in the Achievements tile; the profile's own count until the list is loaded. */
  achievementsCount: number;
  onFriendshipChange: (friendship: ProfileFriendship) => void;
}

/** Banner, avatar with level, names, Kick handle, role and tier, bio, social links and the stat tiles. */
export function ProfileHeader({
  profile,
  own,
  achievementsCount,
  onFriendshipChange,
}: ProfileHeaderProps) {
  const displayName = profile.global_name || profile.username;
  const level = levelFromXp(profile.xp);
  const tier = tierFromPoints(profile.points);
  const links = socialLinks(profile);

  return (
    <>
      <Card aria-label={`${displayName}'s profile`}>
        <Banner>{profile.banner ? <img src={profile.banner} alt="" /> : null}</Banner>
        <Body>
          <AvatarWrap>
            <Avatar
              src={profile.avatar}
              name={displayName}
              alt={`${displayName}'s avatar`}
              size={112}
            />
            <LevelBadge role="img" aria-label={`Level ${level}`} title={`Level ${level}`}>
              <small aria-hidden="true">LV</small>
              <span aria-hidden="true">{level}</span>
            </LevelBadge>
          </AvatarWrap>
          <Identity>
            <h1>{displayName}</h1>
            <Handle>@{profile.username}</Handle>
            <Chips>
              <RoleBadge role={profile.role} />
              {/* A member below the first tier is 'Member' by role and tier: one badge, not two. */}
              {tier !== roleLabel(profile.role) ? <TierBadge tier={tier} /> : null}
              {profile.kick_username ? (
                <KickLink
                  href={kickUrl(profile.kick_username)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Kick: ${profile.kick_username}`}
                >
                  <KickIcon size={14} />
                  {profile.kick_username}
                </KickLink>
              ) : null}
            </Chips>
          </Identity>
          <Actions>
            {own ? (
              <Button as={Link} to="/settings" $variant="secondary">
                <EditIcon size={17} />
                Edit Profile
              </Button>
            ) : (
              <OtherActions>
                <FriendActions
                  userId={profile.id}
                  name={displayName}
                  friendship={profile.friendship ?? null}
                  loginNext={`/profile/${profile.username}`}
                  onChange={onFriendshipChange}
                />
                <MessageButton name={displayName} />
              </OtherActions>
            )}
          </Actions>
        </Body>
        <Extra>
          {profile.bio?.trim() ? <Bio>{profile.bio.trim()}</Bio> : null}
          {links.length ? (
            <Socials aria-label="Social links">
              {links.map((l) => (
                <li key={l.network}>
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${l.label}: ${l.handle}`}
                  >
                    <SocialMark network={l.network} />
                    <span aria-hidden="true">
                      {l.network === 'youtube' || l.network === 'tiktok'
                        ? `@${l.handle}`
                        : l.handle}
                    </span>
                  </a>
                </li>
              ))}
            </Socials>
          ) : null}
        </Extra>
      </Card>
      <ProfileStats profile={profile} achievementsCount={achievementsCount} />
    </>
  );
}
