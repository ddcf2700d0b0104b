import type { ReactNode } from 'react';
import type { SocialLinks } from '@lobby/shared-api';
import { DiscordIcon, InstagramIcon, KickIcon, TikTokIcon, XLogoIcon } from '@lobby/shared-ui';

export interface SocialLink {
  key: keyof SocialLinks;
  label: string;
  href: string;
  icon: ReactNode;
}

const NETWORKS: Array<{ key: keyof SocialLinks; label: string; base: string; icon: ReactNode }> = [
  {
    key: 'kick',
    label: 'Kick',
    base: 'https://kick.com/',
    icon: <KickIcon size={18} />,
  },
  {
    key: 'discord',
    label: 'Discord',
    base: 'https://discord.gg/',
    icon: <DiscordIcon size={18} />,
  },
  {
    key: 'x',
    label: 'X',
    base: 'https://x.com/',
    icon: <XLogoIcon size={18} />,
  },
  {
    key: 'instagram',
    label: 'Instagram',
    base: 'https://instagram.com/',
    icon: <InstagramIcon size={18} />,
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    base: 'https://www.tiktok.com/@',
    icon: <TikTokIcon size={18} />,
  },
];

/** A configured value is a full URL, or a handle that is turned into the network's profile URL. */
function toUrl(value: string, base: string): string | null {
  const v = value.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[\w.-]+\.[a-z]{2,}\//i.test(v)) return `https://${v}`;
  return `${base}${encodeURIComponent(v.replace(/^@/, ''))}`;
}

/** The social links configured in settings, in the footer's order (Kick, Discord, X, Instagram, TikTok). */
export function socialLinks(social: Partial<SocialLinks> | null | undefined): SocialLink[] {
  const out: SocialLink[] = [];
  for (const n of NETWORKS) {
    const value = social?.[n.key];
    const href = typeof value === 'string' ? toUrl(value, n.base) : null;
    if (href) out.push({ key: n.key, label: n.label, href, icon: n.icon });
  }
  return out;
}
