// A hunt's live channels and events: plain values, apart from bonus-hunt.ts so the page that
// follows a hunt loads no zod.

/** Live channels (GET /api/live): one per hunt, and `hunts` when a hunt starts or ends. */
export const huntChannel = (id: number) => `hunt:${id}`;
export const HUNTS_CHANNEL = 'hunts';

/**
 * What a hunt's channel says changed: `hunt` (balance, name, predictions open/closed), `games`
 * (slots added, bets or wins recorded), `predictions` (a member predicted), `completed`.
 */
export interface HuntLiveEvent {
  type: 'hunt' | 'games' | 'predictions' | 'completed' | 'created' | 'deleted';
  hunt_id: number;
}
