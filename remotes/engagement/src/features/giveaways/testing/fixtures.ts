// Giveaway test data shaped like the API's answers (test-only; never imported by the app).
import type {
  Giveaway,
  GiveawayDetail,
  GiveawayEntry,
  GiveawaysResponse,
} from '@lobby/contract-engagement';
import type { UserRef } from '@lobby/shared-api';
import { sessionUser } from '@lobby/shared-api/testing';
import { drawRecord } from '../../../testing/draw';

export const alice: UserRef = {
  id: 7,
  username: 'alice',
  kick_username: 'AliceKick',
  avatar: null,
};
export const bob: UserRef = { id: 8, username: 'bob', kick_username: 'bobby', avatar: null };
export const carol: UserRef = { id: 9, username: 'carol', kick_username: null, avatar: null };

export const HOUR = 3_600_000;
export const future = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

export function giveaway(over: Partial<Giveaway> = {}): Giveaway {
  return {
    id: 1,
    title: '$500 Cash Giveaway',
    description: 'Two winners get $250 each.',
    image: null,
    prize_type: 'cash',
    prize_value: 250,
    prize_description: null,
    require_kick_link: false,
    status: 'active',
    has_ended: false,
    is_accepting_entries: true,
    end_datetime: future(30),
    drawn_at: null,
    created_at: '2026-11-01T12:00:00.000Z',
    entries_count: 12,
    participants_count: 9,
    number_of_winners: 2,
    allow_passwordless_entry: true,
    allow_points_entry: true,
    allow_password_entry: false,
    points_per_entry: 100,
    max_points_entries: 10,
    chat_entry_keyword: null,
    winners: [],
    ...over,
  };
}

export function ended(over: Partial<Giveaway> = {}): Giveaway {
  return giveaway({
    status: 'ended',
    has_ended: true,
    is_accepting_entries: false,
    end_datetime: '2026-11-10T12:00:00.000Z',
    drawn_at: '2026-11-10T12:10:00.000Z',
    ...over,
  });
}

export function detail(over: Partial<GiveawayDetail> = {}): GiveawayDetail {
  return {
    ...giveaway(),
    user_entries: null,
    disqualified: [],
    draw: drawRecord(),
    ...over,
  };
}

export function entry(id: number, user: UserRef, over: Partial<GiveawayEntry> = {}): GiveawayEntry {
  return {
    id,
    created_at: '2026-11-05T12:00:00.000Z',
    entry_type: 'passwordless',
    entries: 1,
    points_spent: 0,
    user,
    kick_verified: false,
    ...over,
  };
}

export const listResponse = (data: Giveaway[]): GiveawaysResponse => ({ success: true, data });

export const member = sessionUser({ username: 'alice', kick_username: 'AliceKick', points: 1000 });
