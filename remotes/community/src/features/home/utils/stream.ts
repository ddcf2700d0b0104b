import type { StreamStatus } from '@lobby/shared-api';

/** The channel's public page: the server's channel_url, else the Kick channel page (the provider the server queries). */
export function channelPageUrl(stream: Pick<StreamStatus, 'channel' | 'channel_url'> | null): string | null {
  if (!stream) return null;
  if (stream.channel_url) return stream.channel_url;
  return stream.channel ? `https://kick.com/${encodeURIComponent(stream.channel)}` : null;
}
