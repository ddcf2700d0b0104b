import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  GiveawayOverlaySettings,
  LiveClient,
  OverlayBracketResponse,
  OverlayGiveawayResponse,
  OverlayHuntResponse,
  OverlayLeaderboardResponse,
  OverlayPageConfig,
} from '@lobby/shared-api';
import { OVERLAY_KIND_LABELS } from '@lobby/shared-api';
import { BracketOverlay } from './components/bracket-overlay';
import { GiveawayOverlay } from './components/giveaway-overlay';
import { HuntOverlay } from './components/hunt-overlay';
import { LeaderboardOverlay } from './components/leaderboard-overlay';
import { OverlayFrame, OverlayGlobalStyle, OverlayNotice } from './components/overlay-frame';
import { useNow } from './hooks/use-now';
import { useOverlayData } from './hooks/use-overlay-data';
import { useOverlaySettings } from './hooks/use-overlay-settings';

type DataOf<R> = R extends { data: infer D } ? D : never;

function OverlayContent({
  config,
  overlayKey,
  client,
}: {
  config: OverlayPageConfig;
  overlayKey: string;
  client: LiveClient;
}) {
  const { kind, basePath } = config;
  const { settings, replay } = useOverlaySettings(config.settings);
  const overlay = useOverlayData<
    DataOf<
      | OverlayHuntResponse
      | OverlayBracketResponse
      | OverlayLeaderboardResponse
      | OverlayGiveawayResponse
    >
  >(basePath, kind, overlayKey, client);
  const now = useNow(overlay.clockOffsetMs);

  // A key that opens nothing shows nothing at all: a stream must not show an error.
  if (overlay.gone) return <OverlayGlobalStyle />;

  let content;
  if (overlay.loading || !overlay.data) {
    content = <OverlayNotice title="Loading…" />;
  } else if (kind === 'hunt') {
    content = <HuntOverlay hunt={(overlay.data as DataOf<OverlayHuntResponse>).hunt} />;
  } else if (kind === 'bracket') {
    content = (
      <BracketOverlay tournament={(overlay.data as DataOf<OverlayBracketResponse>).tournament} />
    );
  } else if (kind === 'leaderboard') {
    content = (
      <LeaderboardOverlay board={overlay.data as DataOf<OverlayLeaderboardResponse>} now={now} />
    );
  } else {
    content = (
      <GiveawayOverlay
        giveaway={(overlay.data as DataOf<OverlayGiveawayResponse>).giveaway}
        now={now}
        revealSeconds={(settings as GiveawayOverlaySettings).reveal_seconds}
        replay={replay}
      />
    );
  }
  return (
    <OverlayFrame
      settings={settings}
      label={OVERLAY_KIND_LABELS[kind]}
      reconnecting={overlay.reconnecting}
    >
      {content}
    </OverlayFrame>
  );
}

/**
 * The overlay page (`/overlay/<kind>?key=…`, an OBS browser source): one overlay drawn with its
 * settings, its data refetched as the live channel announces changes. Its own small bundle
 * (webpack.overlay.js): no Module Federation, no shell, no session.
 */
export function OverlayApp({
  config,
  overlayKey,
  client,
  queryClient,
}: {
  config: OverlayPageConfig;
  overlayKey: string;
  client: LiveClient;
  queryClient?: QueryClient;
}) {
  const [qc] = useState(
    () =>
      queryClient ??
      new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={qc}>
      <OverlayContent config={config} overlayKey={overlayKey} client={client} />
    </QueryClientProvider>
  );
}
