import type { FastifyPluginAsync } from 'fastify';
import type {
  AdminSiteInput,
  AdminSiteResponse,
  AdminSiteValues,
} from '@lobby/shared-api/contract';
import { adminSiteSchema, MODERATOR_LIMIT_KEYS } from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import type { Db } from '../db';
import { withTransaction } from '../db';
import { validate } from '../http/validation';
import { readAllSettings, upsertSetting } from '../settings/repository';
import { dailyRewardRules, getSettings } from '../settings/service';
import { mediaUrl } from '../uploads/media';
import { limitSettingKey, readModeratorLimits } from './duties';

/** The settings keys Admin › Site writes, from its form's values. */
function toKeys(
  v: Omit<AdminSiteValues, 'moderator_limits'> & Pick<AdminSiteInput, 'moderator_limits'>,
): Record<string, string> {
  const limits = v.moderator_limits;
  return {
    ...(limits
      ? Object.fromEntries(MODERATOR_LIMIT_KEYS.map((k) => [limitSettingKey(k), String(limits[k])]))
      : {}),
    site_name: v.site_name,
    site_logo: v.site_logo ?? '',
    site_description: v.site_description,
    social_kick: v.social.kick ?? '',
    social_discord: v.social.discord ?? '',
    social_x: v.social.x ?? '',
    social_instagram: v.social.instagram ?? '',
    social_tiktok: v.social.tiktok ?? '',
    crypto1_enabled: v.casino.crypto1_enabled ? '1' : '0',
    crypto1_label: v.casino.crypto1_label,
    crypto2_enabled: v.casino.crypto2_enabled ? '1' : '0',
    crypto2_label: v.casino.crypto2_label,
    crypto3_enabled: v.casino.crypto3_enabled ? '1' : '0',
    crypto3_label: v.casino.crypto3_label,
    daily_reward_points: String(v.daily_reward.points),
    daily_reward_xp: String(v.daily_reward.xp),
  };
}

/** The values Admin › Site shows: what the public settings answer, with the stored logo path. */
export async function readSiteValues(
  db: Db,
  defaults: { points: number; xp: number },
): Promise<AdminSiteValues> {
  const [settings, raw, daily, limits] = await Promise.all([
    getSettings(db, '', null),
    readAllSettings(db),
    dailyRewardRules(db, defaults),
    readModeratorLimits(db),
  ]);
  return {
    site_name: settings.site_name,
    site_logo: raw.site_logo ? raw.site_logo : null,
    site_description: settings.site_description,
    social: settings.social,
    casino: settings.casino,
    daily_reward: daily,
    moderator_limits: limits,
  };
}

/** Only what changed, for the audit row. */
function changed(before: AdminSiteValues, after: AdminSiteValues) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const flat = (v: AdminSiteValues) => ({
    site_name: v.site_name,
    site_logo: v.site_logo,
    site_description: v.site_description,
    ...Object.fromEntries(Object.entries(v.social).map(([k, x]) => [`social.${k}`, x])),
    ...Object.fromEntries(Object.entries(v.casino).map(([k, x]) => [`casino.${k}`, x])),
    'daily_reward.points': v.daily_reward.points,
    'daily_reward.xp': v.daily_reward.xp,
    ...Object.fromEntries(
      Object.entries(v.moderator_limits).map(([k, x]) => [`moderator_limits.${k}`, x]),
    ),
  });
  const fb = flat(before) as Record<string, unknown>;
  const fa = flat(after) as Record<string, unknown>;
  for (const key of Object.keys(fa))
    if (JSON.stringify(fb[key]) !== JSON.stringify(fa[key])) {
      b[key] = fb[key];
      a[key] = fa[key];
    }
  return { before: b, after: a };
}

/**
 * GET/PUT /api/admin/site (admins only): the site's name, logo, description, social links, the
 * casino block, the daily reward and the moderator limits (`duties.ts`). Settings are read from the database on every page and call,
 * so a change shows on the next page load; the write and its audit row are one transaction.
 */
const adminSiteRoutes: FastifyPluginAsync = async (app) => {
  const defaults = () => ({ points: app.config.dailyClaimPoints, xp: app.config.dailyClaimXp });
  const answer = (data: AdminSiteValues, message?: string): AdminSiteResponse => ({
    success: true,
    data: { ...data, site_logo_url: mediaUrl(app.config.basePath, data.site_logo) },
    ...(message ? { message } : {}),
  });

  app.get('/', { config: { minRole: 'admin' } }, async () =>
    answer(await readSiteValues(app.db, defaults())),
  );

  app.put('/', { config: { minRole: 'admin' } }, async (request) => {
    const { body } = validate(request, { body: adminSiteSchema });
    const now = app.clock();
    const saved = await withTransaction(app.db, async (trx) => {
      const before = await readSiteValues(trx, defaults());
      const nowIso = now.toISOString();
      for (const [key, value] of Object.entries(toKeys(body)))
        await upsertSetting(trx, key, value, nowIso);
      const after = await readSiteValues(trx, defaults());
      const diff = changed(before, after);
      if (Object.keys(diff.after).length)
        await audit(trx, {
          actorId: request.user!.id,
          area: 'site',
          action: 'site.update',
          entity: 'settings',
          entityId: 'site',
          ...diff,
          at: now,
        });
      return after;
    });
    return answer(saved, 'Site settings saved.');
  });
};

export default adminSiteRoutes;
