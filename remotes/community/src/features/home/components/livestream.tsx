import { useQuery } from '@tanstack/react-query';
import styled, { keyframes } from 'styled-components';
import type { StreamStatus } from '@lobby/contract-community';
import { logFailure, useSessionStore } from '@lobby/shared-api';
import {
  Badge,
  Skeleton,
  formatNumber,
  BroadcastIcon,
  ExternalIcon,
  EyeIcon,
  UsersIcon,
} from '@lobby/shared-ui';
import { communityKeys } from '../../../api/query-keys';
import { getStreamStatus } from '../api/get-stream-status';
import { channelPageUrl } from '../utils/stream';
import { Section, SectionHeader } from './section';

/** The server caches the provider's answer briefly; re-check the status once a minute (while the tab shows). */
const REFRESH_MS = 60_000;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(255, 59, 59, 0.7); }
  70% { box-shadow: 0 0 0 8px rgba(255, 59, 59, 0); }
  100% { box-shadow: 0 0 0 0 rgba(255, 59, 59, 0); }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  @container home (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

const Screen = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #05070c;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Offline = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  background:
    radial-gradient(circle at 50% 45%, rgba(124, 92, 255, 0.28), transparent 55%),
    repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.025) 0 12px, transparent 12px 24px),
    #0a0d18;
  h3 {
    font-size: clamp(18px, 2.6vw, 24px);
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 40ch;
    font-size: 14px;
  }
`;

const OfflineIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: #c9bcff;
  background: rgba(124, 92, 255, 0.18);
  border: 1px solid rgba(124, 92, 255, 0.45);
`;

const ChannelLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  min-width: 0;
`;

const StatusRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
`;

const LiveDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
  animation: ${pulse} 1.6s infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const LiveBadge = styled(Badge)`
  && {
    color: #fff;
    background: ${({ theme }) => theme.colors.live};
    border-color: ${({ theme }) => theme.colors.live};
  }
`;

const Channel = styled.h3`
  font-size: 22px;
  font-weight: 800;
  overflow-wrap: anywhere;
`;

const SessionTitle = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

const Stats = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  & > div {
    padding: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 20px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const WatchLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryInk};
  &:hover {
    color: #a38cff;
  }
`;

/** What an unreachable status call shows: the stream as offline. */
const OFFLINE: StreamStatus = {
  live: false,
  channel: null,
  viewer_count: 0,
  followers_count: 0,
  session_title: null,
  player_url: null,
  checked_at: '',
};

function LivestreamSkeleton() {
  return (
    <Layout aria-hidden="true">
      <Screen>
        <Skeleton $height="100%" $radius="0" />
      </Screen>
      <Info>
        <Skeleton $width={90} $height={22} $radius="999px" />
        <Skeleton $width="60%" $height={26} />
        <Skeleton $width="90%" $height={16} />
        <Stats as="div">
          <Skeleton $height={66} $radius="10px" />
          <Skeleton $height={66} $radius="10px" />
        </Stats>
      </Info>
    </Layout>
  );
}

/** The streamer's channel: LIVE or OFFLINE, channel, viewers, followers, title and the embedded player. */
export function Livestream() {
  const query = useQuery({
    queryKey: communityKeys.stream(),
    queryFn: getStreamStatus,
    refetchInterval: REFRESH_MS,
    meta: logFailure('Failed to load stream status', 'warn'),
  });
  // Spec part 1 §8: a failed status check is logged and the stream shows OFFLINE.
  const stream = query.isError ? OFFLINE : (query.data ?? OFFLINE);
  const live = stream.live;
  const channel = stream.channel;
  const socialKick = useSessionStore((s) => s.settings.social?.kick ?? null);
  const channelUrl = channelPageUrl(stream, socialKick);

  return (
    <Section aria-labelledby="home-stream-title" aria-busy={query.isPending}>
      <SectionHeader id="home-stream-title" title="Livestream" />
      {query.isPending ? (
        <LivestreamSkeleton />
      ) : (
        <Layout>
          <Screen>
            {live && stream.player_url ? (
              <iframe
                key={stream.player_url}
                src={stream.player_url!}
                title={`${channel ?? 'Channel'} live stream`}
                allow="autoplay; fullscreen; picture-in-picture"
                loading="lazy"
              />
            ) : (
              <Offline>
                <OfflineIcon>
                  <BroadcastIcon size={30} />
                </OfflineIcon>
                <h3>
                  {live
                    ? `${channel ?? 'The stream'} is live`
                    : channel
                      ? `${channel} is offline`
                      : 'The stream is offline'}
                </h3>
                <p>
                  {live
                    ? 'The player cannot be embedded here — watch on the channel page.'
                    : 'Catch the next stream live — follow the channel to get notified when it starts.'}
                </p>
                {channelUrl ? (
                  <ChannelLink href={channelUrl} target="_blank" rel="noopener noreferrer">
                    Visit channel <ExternalIcon size={16} />
                  </ChannelLink>
                ) : null}
              </Offline>
            )}
          </Screen>
          <Info>
            <StatusRow>
              {live ? (
                <LiveBadge>
                  <LiveDot aria-hidden="true" />
                  LIVE
                </LiveBadge>
              ) : (
                <Badge>OFFLINE</Badge>
              )}
            </StatusRow>
            <Channel>{channel ?? 'Channel unavailable'}</Channel>
            {stream.session_title ? <SessionTitle>{stream.session_title}</SessionTitle> : null}
            <Stats>
              <div>
                <dt>
                  <EyeIcon size={14} /> Viewers
                </dt>
                <dd>{formatNumber(live ? stream.viewer_count : 0)}</dd>
              </div>
              <div>
                <dt>
                  <UsersIcon size={14} /> Followers
                </dt>
                <dd>{formatNumber(stream.followers_count)}</dd>
              </div>
            </Stats>
            {live && channelUrl ? (
              <WatchLink href={channelUrl} target="_blank" rel="noopener noreferrer">
                Watch on the channel page <ExternalIcon size={14} />
              </WatchLink>
            ) : null}
          </Info>
        </Layout>
      )}
    </Section>
  );
}
