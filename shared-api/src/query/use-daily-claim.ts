import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimDaily } from '../api/account/claim-daily';
import type { ClaimDailyResponse } from '../contract';
import { ApiError } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { logFailure } from './query-client';
import { sharedKeys } from './query-keys';

/** Spec part 1 §9: the success message shows 3 s, the error 5 s. */
export const CLAIM_SUCCESS_MS = 3000;
export const CLAIM_ERROR_MS = 5000;
export const CLAIM_FAILED_TEXT = 'Failed to claim daily points. Please try again.';

export interface ClaimFeedback {
  tone: 'success' | 'danger';
  text: string;
}

const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The server's own message for a refused claim ('Already claimed today…'), else the generic text. */
export function claimFailureText(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | null) : null;
  return typeof body?.message === 'string' && body.message ? body.message : CLAIM_FAILED_TEXT;
}

function applyClaim(res: ClaimDailyResponse): void {
  const { user, patchUser } = useSessionStore.getState();
  patchUser({
    points: res.points,
    xp: (user?.xp ?? 0) + (res.xp_awarded ?? 0),
    last_daily_claim: res.last_daily_claim,
    last_daily_claim_day: res.last_daily_claim_day,
  });
}

/**
 * The daily points claim (POST /api/r/profile/claim-daily) for every place that offers it (the
 * header's Rewards and Settings): the session's points, XP and claim day follow the answer, the
 * member's notifications are reloaded (a claim adds one), and `feedback` holds the success or
 * error message for 3 s or 5 s.
 */
export function useDailyClaim() {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<ClaimFeedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: ClaimFeedback, ms: number) => {
    clearTimeout(timer.current);
    setFeedback(next);
    timer.current = setTimeout(() => setFeedback(null), ms);
  }, []);

  const { mutate, isPending } = useMutation({
    mutationFn: claimDaily,
    meta: logFailure('Failed to claim daily points'),
    // Here rather than per call: the session must follow the claim even if the part of the page
    // that started it has gone (the dropdown closed) by the time the answer arrives.
    onSuccess: (res) => {
      if (!res?.success) return;
      applyClaim(res);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.notifications() });
    },
  });

  const claim = useCallback(() => {
    mutate(undefined, {
      onSuccess: (res) => {
        if (res?.success)
          show(
            {
              tone: 'success',
              text: `Successfully claimed ${points.format(res.points_awarded)} points!`,
            },
            CLAIM_SUCCESS_MS,
          );
      },
      onError: (error) => show({ tone: 'danger', text: claimFailureText(error) }, CLAIM_ERROR_MS),
    });
  }, [mutate, show]);

  return { claim, claiming: isPending, feedback };
}
