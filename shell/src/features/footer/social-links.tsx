import type { SocialLinks } from '@lobby/shared-api';
import type { ReactNode } from 'react';

export interface SocialLink {
  key: keyof SocialLinks;
  label: string;
  href: string;
  icon: ReactNode;
}

const brand = (d: string) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);

const NETWORKS: Array<{ key: keyof SocialLinks; label: string; base: string; icon: ReactNode }> = [
  {
    key: 'kick',
    label: 'Kick',
    base: 'https://kick.com/',
    icon: brand('M3 3h6v5h2V6h2V4h2V3h6v6h-2v2h-2v2h2v2h2v6h-6v-1h-2v-2h-2v-2H9v5H3z'),
  },
  {
    key: 'discord',
    label: 'Discord',
    base: 'https://discord.gg/',
    icon: brand(
      'M20.3 4.4A19.6 19.6 0 0 0 15.4 3l-.6 1.3a18.2 18.2 0 0 0-5.6 0L8.6 3a19.6 19.6 0 0 0-4.9 1.5C.6 9.1-.3 13.6.2 18.1A19.8 19.8 0 0 0 6.2 21l1.3-2.1a12.8 12.8 0 0 1-2-1l.5-.4a14 14 0 0 0 12 0l.5.4c-.6.4-1.3.7-2 1l1.3 2.1a19.7 19.7 0 0 0 6-3c.5-5.2-.9-9.7-3.5-13.7ZM8 15.3c-1.2 0-2.2-1.1-2.2-2.4S6.8 10.5 8 10.5s2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Z',
    ),
  },
  {
    key: 'x',
    label: 'X',
    base: 'https://x.com/',
    icon: brand(
      'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.6Z',
    ),
  },
  {
    key: 'instagram',
    label: 'Instagram',
    base: 'https://instagram.com/',
    icon: brand(
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21.9 8c-.1-1.6-.4-3-1.6-4.3S17.6 2.1 16 2c-1.7-.1-6.5-.1-8.1 0-1.6.1-3 .4-4.3 1.6S2.1 6.4 2 8c-.1 1.7-.1 6.5 0 8.1.1 1.6.4 3 1.6 4.3S6.4 21.9 8 22c1.7.1 6.5.1 8.1 0 1.6-.1 3-.4 4.3-1.6s1.5-2.7 1.6-4.3c.1-1.7.1-6.4-.1-8.1Zm-2.1 10a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.9.4s-4.6.1-5.9-.4A3.2 3.2 0 0 1 4.4 18c-.5-1.3-.4-4.3-.4-5.9s-.1-4.6.4-5.9A3.2 3.2 0 0 1 6.1 4.4c1.3-.5 4.3-.4 5.9-.4s4.6-.1 5.9.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.9s.1 4.6-.3 5.9Z',
    ),
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    base: 'https://www.tiktok.com/@',
    icon: brand(
      'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.8a5.7 5.7 0 1 0 4.9 5.6V9a7.3 7.3 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5Z',
    ),
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
