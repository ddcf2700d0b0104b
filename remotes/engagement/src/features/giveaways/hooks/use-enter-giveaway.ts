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
