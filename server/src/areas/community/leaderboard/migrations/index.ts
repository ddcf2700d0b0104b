import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0100 from './20260101000100-leaderboards';
import * as founding0300 from './20260101000300-commerce';
import * as rankIndex from './20261123100000-community-leaderboard-rank-index';
import * as feeds from './20261123110000-community-leaderboard-feeds';
import * as search from './20261123140000-community-leaderboard-search';
import * as failingSince from './20261126221600-community-feed-failing-since';
import * as feedKinds from './20261127043000-community-feed-kinds';
import * as searchFlat from './20261127073000-community-leaderboard-search-flat';
import * as searchPeriod from './20261127140000-community-leaderboard-search-period';
import * as searchText from './20261127170000-community-leaderboard-search-text';

/** Platforms, periods, entries, members' wagers, feeds, snapshots, winners, corrections, casino names. */
export const LEADERBOARD_MIGRATIONS: MigrationSet = {
  '20260101000100-leaderboards': founding0100,
  '20260101000300-commerce': founding0300,
  '20261123100000-community-leaderboard-rank-index': rankIndex,
  '20261123110000-community-leaderboard-feeds': feeds,
  '20261123140000-community-leaderboard-search': search,
  '20261126221600-community-feed-failing-since': failingSince,
  '20261127043000-community-feed-kinds': feedKinds,
  '20261127073000-community-leaderboard-search-flat': searchFlat,
  '20261127140000-community-leaderboard-search-period': searchPeriod,
  '20261127170000-community-leaderboard-search-text': searchText,
};
