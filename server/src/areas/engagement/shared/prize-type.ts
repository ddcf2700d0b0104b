// Its own module so the giveaways' and wager raffles' tables.ts declare their prize column without
// importing prizes.ts (which pays prizes through the core): database.ts composes the tables types,
// and every module that queries the database would otherwise import the payouts service back.

/** What a giveaway or wager-raffle prize is: cash (cents), points, or something else described in words. */
export type PrizeType = 'cash' | 'points' | 'custom';
