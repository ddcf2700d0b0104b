// The giveaways' live channels: plain values, apart from giveaway.ts so the page that follows
// them loads no zod.

/** Live channel of one giveaway (an entry, the draw, a redraw). */
export const giveawayChannel = (id: number) => `giveaway:${id}`;
/** A giveaway was created, changed or drawn. */
export const GIVEAWAYS_CHANNEL = 'giveaways';
