import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptchaModule from 'svg-captcha';
import type { CaptchaResponse } from '@lobby/contract-support';
// svg-captcha draws the characters as paths (its own font), so rendering needs no system fonts.
import { addMs, iso } from '../../../core/clock';
import type { Db } from '../../../core/db';
import { insertCaptcha, pruneCaptchas, takeCaptcha } from './repository';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** Answers are case-insensitive, so no letter whose either case reads like another character: no 0/O, 1/I/l, 5/S, 2/Z, 8/B/b, 9/g/q/G/Q, L. */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXYadefhkmnprt3467';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function randomCaptchaText(): string {
  const length = randomInt(5, 7);
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

// The package's callable export (render given text) is missing from its type declarations.
const renderSvg = svgCaptchaModule as unknown as (
  text: string,
  options: Record<string, unknown>,
) => string;

export function renderCaptchaPng(text: string): Buffer {
  const svg = renderSvg(text, {
    width: 180,
    height: 60,
    noise: 3,
    color: true,
    background: '#f3f4f6',
    fontSize: 54,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 360 } }).render().asPng();
}

export async function createCaptcha(db: Db, now: Date): Promise<CaptchaResponse> {
  const text = randomCaptchaText();
  const token = randomBytes(32).toString('base64url');
  await insertCaptcha(db, {
    id: hash(token),
    answer: text.toLowerCase(),
    expires_at: iso(addMs(now, CAPTCHA_TTL_MS)),
    created_at: iso(now),
  });
  if (randomInt(20) === 0) await pruneCaptchas(db, iso(now));
  return {
    image: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}`,
    token,
    expires_in: CAPTCHA_TTL_MS / 1000,
  };
}

/** Checks and consumes a captcha: single use, case-insensitive, not after it expired. */
export async function verifyCaptcha(
  db: Db,
  token: string,
  answer: string,
  now: Date,
): Promise<boolean> {
  const row = await takeCaptcha(db, hash(token));
  if (!row || row.expires_at <= iso(now)) return false;
  return row.answer === answer.trim().toLowerCase();
}
