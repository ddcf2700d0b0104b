import type { ReactNode } from 'react';
import type { SocialLinks } from '@lobby/shared-api';
import { SOCIAL_NETWORKS, socialHref } from '@lobby/shared-ui';

export interface SocialLink {
  key: keyof SocialLinks;
  label: string;
  href: string;
  icon: ReactNode;
}

/** The footer's order of the site's networks (settings' social block). */
const ORDER: ReadonlyArray<keyof SocialLinks> = ['kick', 'discord', 'x', 'instagram', 'tiktok'];

/** The social links configured in settings, in the footer's order (Kick, Discord, X, Instagram, TikTok). */
export function socialLinks(social: Partial<SocialLinks> | null | undefined): SocialLink[] {
  const out: SocialLink[] = [];
  for (const key of ORDER) {
    const value = social?.[key];
    const href = typeof value === 'string' ? socialHref(key, value) : null;
    if (!href) continue;
    const { label, Icon } = SOCIAL_NETWORKS[key];
    out.push({ key, label, href, icon: <Icon size={18} /> });
  }
  return out;
}
