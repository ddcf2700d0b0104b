import type { UserProfile } from '@lobby/contract-community';

export type SocialNetwork = 'x' | 'youtube' | 'instagram' | 'tiktok';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  handle: string;
  url: string;
}

const NETWORKS: ReadonlyArray<{
  network: SocialNetwork;
  label: string;
  field: 'twitter_user' | 'youtube_user' | 'instagram_user' | 'tiktok_user';
  url: (handle: string) => string;
}> = [
  { network: 'x', label: 'X', field: 'twitter_user', url: (h) => `https://x.com/${h}` },
  {
    network: 'youtube',
    label: 'YouTube',
    field: 'youtube_user',
    url: (h) => `https://www.youtube.com/@${h}`,
  },
  {
    network: 'instagram',
    label: 'Instagram',
    field: 'instagram_user',
    url: (h) => `https://www.instagram.com/${h}`,
  },
  {
    network: 'tiktok',
    label: 'TikTok',
    field: 'tiktok_user',
    url: (h) => `https://www.tiktok.com/@${h}`,
  },
];

/**
 * The handle as a member typed it in settings (free text, spec part 1 §5): trimmed, without a
 * leading '@', or the last path segment when they pasted a profile link. Null when nothing usable.
 */
export function cleanHandle(raw: string | null | undefined): string | null {
  let value = (raw ?? '').trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || /^(www\.)?[a-z0-9-]+\.(com|net)\//i.test(value)) {
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      value = url.pathname.split('/').filter(Boolean).pop() ?? '';
    } catch {
      return null;
    }
  }
  value = value.replace(/^@+/, '').trim();
  return value && !/[\s/?#]/.test(value) ? value : null;
}

/** Links to the member's X, YouTube, Instagram and TikTok, built from the handles they set. */
export function socialLinks(
  profile: Pick<UserProfile, 'twitter_user' | 'youtube_user' | 'instagram_user' | 'tiktok_user'>,
): SocialLink[] {
  return NETWORKS.flatMap(({ network, label, field, url }) => {
    const handle = cleanHandle(profile[field]);
    return handle ? [{ network, label, handle, url: url(encodeURIComponent(handle)) }] : [];
  });
}

/** The member's Kick channel. */
export function kickUrl(kickUsername: string): string {
  return `https://kick.com/${encodeURIComponent(kickUsername)}`;
}
