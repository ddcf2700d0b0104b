import type { FastifyInstance } from 'fastify';
import { readStreamSettings } from '../chat/settings';
import { addMs, iso } from '../clock';
import type { Db } from '../db';
import { outboundFetch, serviceText } from '../http/outbound';
import type { AnnouncementRow } from './tables';

/** Attempts before an announcement is given up (it is stale by then anyway). */
export const MAX_ANNOUNCE_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 30 * 60 * 1000;

export const announceBackoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** An amount of cents as an announcement shows it: `$1,234.50`. */
export const money = (cents: number, symbol = '$') =>
  `${symbol}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Names as a sentence lists them: `a, b and c`. */
export const nameList = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export type AnnounceTopic = 'giveaways' | 'hunts' | 'leaderboards';

/**
 * Queues an announcement for each destination Admin › Stream turned on (Kick chat, the Discord
 * webhook), in the transaction of the change; one per event and destination (unique key). The
 * delivery job sends it.
 */
export async function queueAnnouncement(
  db: Db,
  a: { kind: string; topic: AnnounceTopic; key: string; text: string; at: Date },
): Promise<number> {
  const s = await readStreamSettings(db);
  if (!s.announce[a.topic]) return 0;
  const targets: ('kick' | 'discord')[] = [];
  if (s.announceKick && s.kickChatEnabled) targets.push('kick');
  if (s.discordWebhookUrl) targets.push('discord');
  let queued = 0;
  for (const target of targets) {
    const r = await db
      .insertInto('announcements')
      .values({
        kind: a.kind,
        target,
        dedupe_key: a.key,
        text: a.text.slice(0, 1900),
        status: 'pending',
        next_attempt_at: iso(a.at),
        last_error: null,
        created_at: iso(a.at),
        sent_at: null,
      })
      .onConflict((oc) => oc.columns(['dedupe_key', 'target']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (r) queued += 1;
  }
  return queued;
}

/** Sends one message to a Discord channel webhook; nobody is pinged by it. */
export async function postToDiscord(url: string, text: string, timeoutMs: number): Promise<void> {
  await outboundFetch(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: text, allowed_mentions: { parse: [] } }),
    },
    timeoutMs,
  );
}

/** Sends one announcement now to its destination (throws what went wrong). */
export async function deliver(app: FastifyInstance, target: 'kick' | 'discord', text: string) {
  if (target === 'kick') {
    if (!app.kick.canSend)
      throw new Error('Kick chat is not configured (KICK_BROADCASTER_USER_ID and a token)');
    await app.kick.sendChatMessage(text);
    return;
  }
  const { discordWebhookUrl } = await readStreamSettings(app.db);
  if (!discordWebhookUrl) throw new Error('No Discord webhook is set');
  await postToDiscord(discordWebhookUrl, text, app.config.outboundTimeoutMs);
}

/**
 * The delivery job: every due announcement, oldest first. A failure is retried with backoff
 * (30 s, 1 min, 2 min … 30 min) and given up after six attempts; a run with failures ends as an
 * error, so Admin › Jobs shows what failed.
 */
export async function deliverDueAnnouncements(app: FastifyInstance, now: Date): Promise<string> {
  const { db } = app;
  const due: AnnouncementRow[] = await db
    .selectFrom('announcements')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', iso(now))
    .orderBy('id')
    .limit(20)
    .execute();
  let sent = 0;
  const failures: string[] = [];
  for (const a of due) {
    const attempts = a.attempts + 1;
    try {
      await deliver(app, a.target, a.text);
      await db
        .updateTable('announcements')
        .set({
          status: 'sent',
          attempts,
          sent_at: iso(now),
          last_error: null,
          next_attempt_at: null,
        })
        .where('id', '=', a.id)
        .execute();
      sent += 1;
    } catch (error) {
      const message = serviceText(error instanceof Error ? error.message : String(error), 300);
      const giveUp = attempts >= MAX_ANNOUNCE_ATTEMPTS;
      const next = addMs(now, announceBackoffMs(attempts));
      await db
        .updateTable('announcements')
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          last_error: message,
          next_attempt_at: giveUp ? null : iso(next),
        })
        .where('id', '=', a.id)
        .execute();
      failures.push(
        `${a.target} #${a.id}: ${message} (${giveUp ? `gave up after ${attempts} attempts` : `retry at ${iso(next)}`})`,
      );
    }
  }
  if (failures.length)
    throw new Error(`${sent} sent, ${failures.length} failed — ${failures.join('; ')}`);
  return due.length ? `${sent} sent` : 'Nothing to announce';
}
