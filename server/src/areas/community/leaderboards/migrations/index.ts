import type { MigrationSet } from '../../../../core/db/migrations';
import * as rankIndex from './20261123100000-community-leaderboard-rank-index';
import * as feeds from './20261123110000-community-leaderboard-feeds';
import * as search from './20261123140000-community-leaderboard-search';
import * as failingSince from './20261126221600-community-feed-failing-since';

/** Feeds, snapshots, winners, corrections and verified casino names. */
export const LEADERBOARD_MIGRATIONS: MigrationSet = {
  '20261123100000-community-leaderboard-rank-index': rankIndex,
  '20261123110000-community-leaderboard-feeds': feeds,
  '20261123140000-community-leaderboard-search': search,
  '20261126221600-community-feed-failing-since': failingSince,
};
