import { nameList, queueAnnouncement } from '../../../core/announce/service';
import { on } from '../../../core/events';

/** Announces (Kick chat, Discord) a giveaway opening and its winners; run at start. */
export function subscribeGiveawayAnnouncements(): void {
  on('giveaway-opened', async ({ db, giveawayId, title, chatKeyword, at }) => {
    await queueAnnouncement(db, {
      kind: 'giveaway-opened',
      topic: 'giveaways',
      key: `giveaway-opened:${giveawayId}`,
      text: chatKeyword
        ? `🎁 Giveaway open: ${title}! Type ${chatKeyword} in chat to enter (Kick account linked on the site).`
        : `🎁 Giveaway open: ${title}! Enter on the site.`,
      at,
    });
  });
  on('giveaway-drawn', async ({ db, giveawayId, title, winners, at }) => {
    await queueAnnouncement(db, {
      kind: 'giveaway-drawn',
      topic: 'giveaways',
      key: `giveaway-drawn:${giveawayId}`,
      text: winners.length
        ? `🎉 ${title} is drawn! Congratulations ${nameList(winners)}!`
        : `${title} has ended without entries.`,
      at,
    });
  });
}
