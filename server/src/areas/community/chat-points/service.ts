import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChatPointsLeaderboard, ChatPointsSettings } from '@lobby/contract-community';
import { CHAT_POINTS_DEFAULTS } from '@lobby/contract-community';
import type { ActivitySource } from '../../../core/activity/sources';
import { iso } from '../../../core/clock';
import type { Db } from '../../../core/db';
import { on } from '../../../core/events';
import { changePoints } from '../../../core/ledger/points';
import { readAllSettings, upsertSetting } from '../../../core/settings/repository';
import { getSettings } from '../../../core/settings/service';
import { avatarUrl } from '../../../core/uploads/media';
import { createStreamService } from '../stream/service';
import {
  findMemberByKickId,
  insertAward,
  listAwards,
  listWeekLeaders,
  recordMessage,
} from './repository';

export const CHAT_POINTS_REASON = 'chat_points';
const LEADERS = 10;

const KEY = {
  enabled: 'chat_points.enabled',
  points: 'chat_points.points_per_interval',
  interval: 'chat_points.interval_minutes',
  cap: 'chat_points.daily_cap',
  ignored: 'chat_points.ignored_usernames',
} as const;

const whole = (v: string | undefined, fallback: number) => {
  const n = v === undefined ? NaN : Number(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

/** Admin › Stream's chat points settings with their defaults. */
export async function readChatPointsSettings(db: Db): Promise<ChatPointsSettings> {
  const s = await readAllSettings(db);
  const d = CHAT_POINTS_DEFAULTS;
  let ignored: string[] = [...d.ignored_usernames];
  if (s[KEY.ignored] !== undefined) {
    try {
      const parsed: unknown = JSON.parse(s[KEY.ignored]!);
      if (Array.isArray(parsed)) ignored = parsed.filter((x): x is string => typeof x === 'string');
    } catch {
      // A damaged row reads as the defaults.
    }
  }
  return {
    enabled: s[KEY.enabled] === undefined ? d.enabled : s[KEY.enabled] === '1',
    points_per_interval: Math.max(1, whole(s[KEY.points], d.points_per_interval)),
    interval_minutes: Math.max(1, whole(s[KEY.interval], d.interval_minutes)),
    daily_cap: whole(s[KEY.cap], d.daily_cap),
    ignored_usernames: ignored,
  };
}

/** Stores the settings (in the caller's transaction); usernames lower-cased and deduplicated. */
export async function writeChatPointsSettings(
  db: Db,
  v: ChatPointsSettings,
  now: Date,
): Promise<ChatPointsSettings> {
  const at = iso(now);
  const ignored = [...new Set(v.ignored_usernames.map((u) => u.toLowerCase()))];
  await upsertSetting(db, KEY.enabled, v.enabled ? '1' : '0', at);
  await upsertSetting(db, KEY.points, String(v.points_per_interval), at);
  await upsertSetting(db, KEY.interval, String(v.interval_minutes), at);
  await upsertSetting(db, KEY.cap, String(v.daily_cap), at);
  await upsertSetting(db, KEY.ignored, JSON.stringify(ignored), at);
  return { ...v, ignored_usernames: ignored };
}

export interface ChatPointsMessage {
  kickUserId: string;
  username: string;
  text: string;
  at: Date;
}

export type ChatPointsOutcome =
  | 'disabled'
  | 'command'
  | 'ignored-user'
  | 'unlinked'
  | 'offline'
  | 'repeat'
  | 'already-awarded'
  | 'awarded';

const digestOf = (text: string) =>
  createHash('sha256').update(text.toLowerCase().replace(/\s+/g, ' ')).digest('hex');

/**
 * Pays a member for chatting while the stream is live: the first counted message of an interval
 * earns the interval's points through the ledger. Commands, ignored names (bots, the blacklist),
 * a repeat of the member's last message, an unlinked account and an offline stream earn nothing.
 * The unique (member, interval) key makes concurrent deliveries award once.
 */
export async function awardChatPoints(
  db: Db,
  msg: ChatPointsMessage,
  isLive: (db: Db) => Promise<boolean>,
): Promise<ChatPointsOutcome> {
  const settings = await readChatPointsSettings(db);
  if (!settings.enabled) return 'disabled';
  const text = msg.text.trim();
  if (!text || text.startsWith('!')) return 'command';
  const name = msg.username.trim().toLowerCase();
  if (settings.ignored_usernames.some((u) => u.toLowerCase() === name)) return 'ignored-user';
  const member = await findMemberByKickId(db, msg.kickUserId);
  if (!member) return 'unlinked';
  if (!(await isLive(db))) return 'offline';
  const atIso = iso(msg.at);
  if (!(await recordMessage(db, member.id, digestOf(text), atIso))) return 'repeat';

  const intervalMs = settings.interval_minutes * 60_000;
  const start = new Date(Math.floor(msg.at.getTime() / intervalMs) * intervalMs);
  const awardId = await insertAward(
    db,
    {
      userId: member.id,
      intervalStart: iso(start),
      day: iso(start).slice(0, 10),
      points: settings.points_per_interval,
      atIso,
    },
    settings.daily_cap,
  );
  if (awardId === null) return 'already-awarded';
  await changePoints(db, {
    userId: member.id,
    delta: settings.points_per_interval,
    reason: CHAT_POINTS_REASON,
    refType: 'chat_point_award',
    refId: awardId,
    at: msg.at,
  });
  return 'awarded';
}

/**
 * Listens to one app's stream chat (core/chat emits `chat.message` once per verified message) and
 * pays its chatters while the app's stream is live (the status read from the app's provider);
 * leaves on the app's close. Run by the area's `registerApp`.
 */
export function subscribeChatPoints(app: FastifyInstance): void {
  const stream = createStreamService({
    providerUrl: app.config.streamProviderUrl,
    clock: app.clock,
    log: app.log,
  });
  const isLive = async (db: Db) => {
    const { stream_channel } = await getSettings(db, app.config.basePath, app.config.streamChannel);
    return (await stream.get(stream_channel)).live;
  };
  const unsubscribe = on('chat.message', async ({ db, kickUserId, username, text, at }) => {
    await awardChatPoints(db, { kickUserId, username, text, at }, isLive);
  });
  app.addHook('onClose', async () => unsubscribe());
}

/** Monday 00:00 UTC of the week of `now`. */
export function weekStart(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** The week's most active chatters. */
export async function getChatPointsLeaderboard(
  db: Db,
  basePath: string,
  now: Date,
): Promise<ChatPointsLeaderboard> {
  const since = iso(weekStart(now));
  const [settings, rows] = await Promise.all([
    readChatPointsSettings(db),
    listWeekLeaders(db, since, LEADERS),
  ]);
  return {
    week_start: since,
    interval_minutes: settings.interval_minutes,
    points_per_interval: settings.points_per_interval,
    leaders: rows.map((r, i) => ({
      rank: i + 1,
      user_id: Number(r.id),
      username: r.username,
      avatar: avatarUrl(basePath, r),
      points: Number(r.points),
      intervals: Number(r.intervals),
    })),
  };
}

/** Chat points earned, in the member's recent activity. */
export const chatPointsActivity: ActivitySource = async (db, userId, limit) =>
  (await listAwards(db, userId, limit)).map((a) => ({
    id: `chat-points-${a.id}`,
    type: 'other',
    title: 'Chatted during the stream',
    description: null,
    points: Number(a.points),
    xp: 0,
    amountCents: null,
    occurred_at: a.created_at,
  }));
