import type { ComponentType } from 'react';
import {
  DiscordIcon,
  InstagramIcon,
  KickIcon,
  TikTokIcon,
  XLogoIcon,
  YouTubeIcon,
} from '../icons/brand-icons';
import type { IconProps } from '../icons/svg-icon';

/** The social networks Lobby links to: the site's own (settings) and its members' (profiles). */
export type SocialNetwork = 'kick' | 'discord' | 'x' | 'youtube' | 'instagram' | 'tiktok';

export interface SocialNetworkInfo {
  label: string;
  Icon: ComponentType<IconProps>;
  /** The network's page for a handle ('@' dropped, the rest URL-encoded). */
  profileUrl: (handle: string) => string;
}

const at = (base: string) => (handle: string) =>
  `${base}${encodeURIComponent(handle.trim().replace(/^@+/, ''))}`;

/** Name, icon and profile address of every network, in one place for the shell and every remote. */
export const SOCIAL_NETWORKS: Readonly<Record<SocialNetwork, SocialNetworkInfo>> = {
  kick: { label: 'Kick', Icon: KickIcon, profileUrl: at('https://kick.com/') },
  discord: { label: 'Discord', Icon: DiscordIcon, profileUrl: at('https://discord.gg/') },
  x: { label: 'X', Icon: XLogoIcon, profileUrl: at('https://x.com/') },
  youtube: { label: 'YouTube', Icon: YouTubeIcon, profileUrl: at('https://www.youtube.com/@') },
  instagram: {
    label: 'Instagram',
    Icon: InstagramIcon,
    profileUrl: at('https://www.instagram.com/'),
  },
  tiktok: { label: 'TikTok', Icon: TikTokIcon, profileUrl: at('https://www.tiktok.com/@') },
};

/**
 * Where a configured social value leads: a full URL as it is (a Discord invite, say), a bare
 * `domain.tld/path` with https in front, anything else as a handle on the network. Null when empty.
 */
export function socialHref(
  network: SocialNetwork,
  value: string | null | undefined,
): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[\w.-]+\.[a-z]{2,}\//i.test(v)) return `https://${v}`;
  return SOCIAL_NETWORKS[network].profileUrl(v);
}
