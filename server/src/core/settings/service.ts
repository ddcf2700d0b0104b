import type { Settings } from '@lobby/shared-api/contract';
import { DEFAULT_SITE_DESCRIPTION, DEFAULT_SITE_NAME } from '@lobby/shared-api/contract';
import type { Db } from '../db';
import { mediaUrl } from '../uploads/media';
import { readAllSettings } from './repository';

const bool = (v: string | undefined) => v === '1' || v === 'true';
const text = (v: string | undefined) => (v && v.trim() ? v : null);

/** Public site settings with the contract's fallbacks. */
export async function getSettings(
  db: Db,
  basePath: string,
  streamChannel: string | null,
): Promise<Settings> {
  const s = await readAllSettings(db);
  return {
    site_name: text(s.site_name) ?? DEFAULT_SITE_NAME,
    site_logo: mediaUrl(basePath, s.site_logo),
    site_description: text(s.site_description) ?? DEFAULT_SITE_DESCRIPTION,
    casino: {
      crypto1_enabled: bool(s.crypto1_enabled),
      crypto1_label: text(s.crypto1_label) ?? 'Casino username 1',
      crypto2_enabled: bool(s.crypto2_enabled),
      crypto2_label: text(s.crypto2_label) ?? 'Casino username 2',
      crypto3_enabled: bool(s.crypto3_enabled),
      crypto3_label: text(s.crypto3_label) ?? 'Casino username 3',
    },
    social: {
      kick: text(s.social_kick),
      discord: text(s.social_discord),
      x: text(s.social_x),
      instagram: text(s.social_instagram),
      tiktok: text(s.social_tiktok),
    },
    stream_channel: streamChannel ?? text(s.stream_channel),
  };
}

const amount = (v: string | undefined, fallback: number) => {
  const n = v == null || v === '' ? NaN : Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** The daily reward's points and XP: Admin › Site's values, else the server's defaults. */
export async function dailyRewardRules(
  db: Db,
  defaults: { points: number; xp: number },
): Promise<{ points: number; xp: number }> {
  const s = await readAllSettings(db);
  return {
    points: amount(s.daily_reward_points, defaults.points),
    xp: amount(s.daily_reward_xp, defaults.xp),
  };
}
