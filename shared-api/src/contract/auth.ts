import { z } from 'zod';
import { singleLineText } from './common';
import type { SessionUser } from './users';

/** POST /auth/demo — demo login, only where the server enables it. */
export const demoLoginSchema = z.object({
  username: singleLineText({ message: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, digits and _'),
  time_zone: singleLineText().trim().max(64).optional(),
});
export type DemoLoginInput = z.infer<typeof demoLoginSchema>;

/** Optional body of login calls and PUT time zone: the browser's IANA time zone. */
export const timeZoneSchema = z.object({
  time_zone: singleLineText({ message: 'Time zone is required' })
    .trim()
    .min(1, 'Time zone is required')
    .max(64, 'Time zone is too long')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
});

/** POST /auth/demo answer: the member now logged in and the new session's CSRF token. */
export interface DemoLoginResponse {
  success: true;
  user: SessionUser;
  csrf_token: string;
}

/** A state change that only reports success and a message (disconnect Kick, friend requests…). */
export interface SuccessMessageResponse {
  success: true;
  message: string;
}

/**
 * `kick` query value on /settings after the Kick linking round trip: connected; unavailable (not
 * configured); taken (linked to another member); access_denied, invalid_state, expired_state,
 * missing_code (the round trip failed); error (the provider failed).
 */
export type KickConnectStatus =
  | 'connected'
  | 'unavailable'
  | 'taken'
  | 'access_denied'
  | 'invalid_state'
  | 'expired_state'
  | 'missing_code'
  | 'error';

/**
 * `error` query value on /login after a failed Discord login: discord_unavailable (not
 * configured), access_denied, invalid_state, expired_state, missing_code, discord_failed, banned.
 */
export type LoginErrorCode =
  | 'discord_unavailable'
  | 'access_denied'
  | 'invalid_state'
  | 'expired_state'
  | 'missing_code'
  | 'discord_failed'
  | 'banned';
