import type { CaptchaResponse } from '@lobby/contract-support';
import { getJson } from '../../lib/api-client';

/** GET /api/r/captcha — a fresh image captcha. */
export const getCaptcha = () => getJson<CaptchaResponse>('api/r/captcha');
