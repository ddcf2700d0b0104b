import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CaptchaResponse } from '@lobby/contract-support';
import { logFailure } from '@lobby/shared-api';
import { getCaptcha } from '../api/get-captcha';
import { contactKeys } from '../api/query-keys';

export type CaptchaState =
  | { status: 'loading'; captcha: null }
  | { status: 'error'; captcha: null }
  | { status: 'ready'; captcha: CaptchaResponse };

/**
 * A fresh image captcha from GET /api/r/captcha, replaced by `refresh()` and again by itself once
 * it expires (the server would refuse its token). A captcha is good for one try, so it is never
 * served from the cache to a later visit (gcTime 0) nor refetched on focus behind the member's back.
 */
export function useCaptcha() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: contactKeys.captcha(),
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (q) => {
      const seconds = q.state.data?.expires_in ?? 0;
      return seconds > 0 ? seconds * 1000 : false;
    },
    meta: logFailure('Failed to load captcha'),
  });

  // Resetting drops the shown captcha at once (loading) and asks for a new one; an answer still
  // on its way for the old one is cancelled.
  const refresh = useCallback(
    () => void queryClient.resetQueries({ queryKey: contactKeys.captcha() }),
    [queryClient],
  );

  const state: CaptchaState = query.isPending
    ? { status: 'loading', captcha: null }
    : query.isError
      ? { status: 'error', captcha: null }
      : { status: 'ready', captcha: query.data };
  return { ...state, refresh };
}
