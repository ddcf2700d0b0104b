import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnterGiveawayInput, EnterGiveawayResponse } from '@lobby/contract-engagement';
import { ApiError, logFailure, useSessionStore } from '@lobby/shared-api';
import { enterGiveaway } from '../api/enter-giveaway';
import { giveawayKeys } from '../api/query-keys';

export const ENTER_SUCCESS_TEXT = 'Successfully entered the raffle!';
export const ENTER_FAILED_TEXT = 'Failed to enter raffle';
export const ENTER_NETWORK_TEXT = 'An error occurred while entering the raffle';

/**
 * Spec §8: a refusal shows the server's `error` field (else the first field message it names,
 * else 'Failed to enter raffle'); no answer at all shows the network text.
 */
export function enterFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    const first = Object.values(error.errors ?? {})[0]?.[0];
    return first || ENTER_FAILED_TEXT;
  }
  return ENTER_NETWORK_TEXT;
}

/** The entry form's fields a server answer can name. */
export type EntryField = 'kick_username' | 'password' | 'points_spent';
const ENTRY_FIELDS: readonly string[] = ['kick_username', 'password', 'points_spent'];

/** A refused entry as the form shows it: under `field` when the server names one, else a banner. */
export interface EntryFailure {
  field: EntryField | null;
  message: string;
}

/**
 * Where a refusal goes: a message the server gives for one of the form's fields (its per-field
 * `errors`, when it has no `error` of its own) sits under that field; anything else is the banner.
 */
export function enterFailure(error: unknown): EntryFailure {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { error?: unknown };
    const hasOwn = typeof body.error === 'string' && body.error !== '';
    const named = Object.entries(error.errors ?? {}).find(
      ([k, v]) => ENTRY_FIELDS.includes(k) && v[0],
    );
    if (!hasOwn && named) return { field: named[0] as EntryField, message: named[1][0]! };
  }
  return { field: null, message: enterFailureText(error) };
}

/** Sends an entry; on success the member's points follow and every giveaway query reloads. */
export function useEnterGiveaway(id: number, onEntered: (res: EnterGiveawayResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnterGiveawayInput) => enterGiveaway(id, body),
    meta: logFailure('[engagement/giveaways] Failed to enter raffle'),
    onSuccess: (res) => {
      useSessionStore.getState().setPoints(res.user_points);
      onEntered(res);
      void queryClient.invalidateQueries({ queryKey: giveawayKeys.all() });
    },
  });
}
