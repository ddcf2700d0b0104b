import type { Db } from '../db';
import { upsertSetting } from './repository';

/** Sets site settings by key (site_name, stream_channel, crypto1_enabled…). */
export async function setSettings(db: Db, values: Record<string, string>): Promise<void> {
  const now = new Date().toISOString();
  for (const [key, value] of Object.entries(values)) await upsertSetting(db, key, value, now);
}
