import { parseSocialHandle } from '@lobby/contract-community';
import type { UserProfile } from '@lobby/contract-community';
import type { SocialNetwork as SharedNetwork } from '@lobby/shared-ui';
import { SOCIAL_NETWORKS } from '@lobby/shared-ui';

/** The networks a member can link on their profile. */
export type SocialNetwork = Extract<SharedNetwork, 'x' | 'youtube' | 'instagram' | 'tiktok'>;

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  handle: string;
  url: string;
}

/** The profile field each network's handle is kept in, in the order the profile shows them. */
const FIELDS: ReadonlyArray<{
  network: SocialNetwork;
  field: 'twitter_user' | 'youtube_user' | 'instagram_user' | 'tiktok_user';
}> = [
  { network: 'x', field: 'twitter_user' },
  { network: 'youtube', field: 'youtube_user' },
  { network: 'instagram', field: 'instagram_user' },
  { network: 'tiktok', field: 'tiktok_user' },
];

/**
 * The handle as a member typed it in settings (spec part 1 §5): trimmed, without a leading '@',
 * or the last path segment when they pasted a profile link. Null when nothing usable (the server
 * refuses such values now; older rows may still hold one).
 */
export function cleanHandle(raw: string | null | undefined): string | null {
  const handle = parseSocialHandle(raw);
  return typeof handle === 'string' ? handle : null;
}

/** Links to the member's X, YouTube, Instagram and TikTok, built from the handles they set. */
export function socialLinks(
  profile: Pick<UserProfile, 'twitter_user' | 'youtube_user' | 'instagram_user' | 'tiktok_user'>,
): SocialLink[] {
  return FIELDS.flatMap(({ network, field }) => {
    const handle = cleanHandle(profile[field]);
    if (!handle) return [];
    const { label, profileUrl } = SOCIAL_NETWORKS[network];
    return [{ network, label, handle, url: profileUrl(handle) }];
  });
}

/** The member's Kick channel. */
export function kickUrl(kickUsername: string): string {
  return SOCIAL_NETWORKS.kick.profileUrl(kickUsername);
}
