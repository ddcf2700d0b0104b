import type { StreamStatus } from '@lobby/contract-community';

/**
 * The channel's public page, for the offline panel's link: the server's channel_url, else the
 * site's own Kick link from the settings, else the Kick channel page of the channel the server
 * watches (Kick is the provider it queries).
 */
export function channelPageUrl(
  stream: Pick<StreamStatus, 'channel' | 'channel_url'> | null,
  socialKick: string | null = null,
): string | null {
  if (stream?.channel_url) return stream.channel_url;
  if (socialKick && /^https?:\/\//i.test(socialKick)) return socialKick;
  return stream?.channel ? `https://kick.com/${encodeURIComponent(stream.channel)}` : null;
}
