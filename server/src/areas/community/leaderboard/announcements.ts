import { money, queueAnnouncement } from '../../../core/announce/service';
import { on } from '../../../core/events';

/** Announces (Kick chat, Discord) a leaderboard period's winners; run at start. */
export function subscribeLeaderboardAnnouncements(): void {
  on(
    'leaderboard-period-ended',
    async ({ db, leaderboardId, platformName, currencySymbol, winners, at }) => {
      if (!winners.length) return;
      await queueAnnouncement(db, {
        kind: 'leaderboard-period-ended',
        topic: 'leaderboards',
        key: `leaderboard-ended:${leaderboardId}`,
        text: `🏆 ${platformName} leaderboard winners: ${winners
          .slice(0, 5)
          .map((w) => `#${w.place} ${w.name} (${money(w.prizeCents, currencySymbol || '$')})`)
          .join(', ')}`,
        at,
      });
    },
  );
}
