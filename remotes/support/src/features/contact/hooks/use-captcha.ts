import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaResponse } from '@lobby/contract-support';
import { getCaptcha } from '@lobby/shared-api';

export type CaptchaState =
  | { status: 'loading'; captcha: null }
  | { status: 'error'; captcha: null }
  | { status: 'ready'; captcha: CaptchaResponse };

/**
 * A fresh image captcha from GET /api/r/captcha, reloaded by `refresh()` and again by itself once
 * it expires (the server would refuse its token). Only the latest request's answer is kept.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ status: 'loading', captcha: null });
  const request = useRef(0);

  const refresh = useCallback(() => {
    const id = ++request.current;
    setState({ status: 'loading', captcha: null });
    getCaptcha()
      .then((captcha) => {
        if (id === request.current) setState({ status: 'ready', captcha });
      })
      .catch((error: unknown) => {
        console.error('Failed to load captcha', error);
        if (id === request.current) setState({ status: 'error', captcha: null });
      });
  }, []);

  useEffect(() => {
    refresh();
    return () => {
      request.current += 1; // drop answers arriving after unmount
    };
  }, [refresh]);

  const expiresIn = state.status === 'ready' ? state.captcha.expires_in : 0;
  useEffect(() => {
    if (!(expiresIn > 0)) return;
    const id = setTimeout(refresh, expiresIn * 1000);
    return () => clearTimeout(id);
  }, [state, expiresIn, refresh]);

  return { ...state, refresh };
}
