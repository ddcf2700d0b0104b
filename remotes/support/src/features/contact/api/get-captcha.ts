import type { CaptchaResponse } from '@lobby/contract-support';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/captcha — a fresh image captcha. */
export const getCaptcha = () => getJson<CaptchaResponse>('api/r/captcha');
