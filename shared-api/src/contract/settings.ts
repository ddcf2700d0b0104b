/** Casino username fields shown in Settings > Casino. */
export interface CasinoSettings {
  crypto1_enabled: boolean;
  crypto1_label: string;
  crypto2_enabled: boolean;
  crypto2_label: string;
  crypto3_enabled: boolean;
  crypto3_label: string;
}

export interface SocialLinks {
  kick: string | null;
  discord: string | null;
  x: string | null;
  instagram: string | null;
  tiktok: string | null;
}

/** GET /api/r/settings — public site settings. */
export interface Settings {
  site_name: string;
  site_logo: string | null;
  site_description: string;
  casino: CasinoSettings;
  social: SocialLinks;
  stream_channel: string | null;
}

export const DEFAULT_SITE_NAME = 'Lobby';
export const DEFAULT_SITE_DESCRIPTION = 'Gaming Community Platform';
