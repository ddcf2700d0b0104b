import { money, nameList, queueAnnouncement } from '../../../core/announce/service';
import { on } from '../../../core/events';

/** Announces (Kick chat, Discord) a completed bonus hunt; run at start. */
export function subscribeHuntAnnouncements(): void {
  on('hunt-completed', async ({ db, huntId, name, startCents, endCents, topPredictors, at }) => {
    const x = startCents > 0 ? (endCents / startCents).toFixed(2) : null;
    await queueAnnouncement(db, {
      kind: 'hunt-completed',
      topic: 'hunts',
      key: `hunt-completed:${huntId}`,
      text:
        `🎰 ${name} is done: ${money(startCents)} → ${money(endCents)}${x ? ` (${x}x)` : ''}.` +
        (topPredictors.length
          ? ` Closest prediction: ${nameList(topPredictors.slice(0, 3))}.`
          : ''),
      at,
    });
  });
}
