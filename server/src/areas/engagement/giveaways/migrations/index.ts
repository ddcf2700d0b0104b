import type { MigrationSet } from '../../../../core/db/migrations';
import * as founding0200 from './20260101000200-engagement';
import * as draws from './20261123120000-engagement-giveaway-draws';
import * as chatEntry from './20261123150000-engagement-giveaway-chat-entry';
import * as entryCounts from './20261126120000-engagement-giveaway-entry-counts';
import * as kickLink from './20261127050000-engagement-giveaway-kick-link';

export const GIVEAWAY_MIGRATIONS: MigrationSet = {
  '20260101000200-engagement': founding0200,
  '20261123120000-engagement-giveaway-draws': draws,
  '20261123150000-engagement-giveaway-chat-entry': chatEntry,
  '20261126120000-engagement-giveaway-entry-counts': entryCounts,
  '20261127050000-engagement-giveaway-kick-link': kickLink,
};
