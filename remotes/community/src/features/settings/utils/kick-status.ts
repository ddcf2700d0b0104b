import type { KickConnectStatus } from '@lobby/shared-api';

export type KickStatusTone = 'success' | 'info' | 'warning' | 'danger';

export interface KickStatusMessage {
  tone: KickStatusTone;
  title: string;
  text: string;
}

const MESSAGES: Record<KickConnectStatus, KickStatusMessage> = {
  connected: {
    tone: 'success',
    title: 'Kick account connected',
    text: 'Your Kick account is now linked to your profile.',
  },
  taken: {
    tone: 'danger',
    title: 'Kick account already in use',
    text: 'That Kick account is already linked to another member. Disconnect it there first, or connect a different Kick account.',
  },
  access_denied: {
    tone: 'warning',
    title: 'Connection cancelled',
    text: 'You declined the request on Kick, so nothing was connected. You can try again at any time.',
  },
  invalid_state: {
    tone: 'danger',
    title: 'Connection could not be verified',
    text: 'The answer from Kick did not match the request started here (it may have been opened in another tab or used twice). Please connect again.',
  },
  expired_state: {
    tone: 'warning',
    title: 'Connection timed out',
    text: 'The Kick sign-in took too long and expired. Please connect again.',
  },
  missing_code: {
    tone: 'danger',
    title: 'Connection incomplete',
    text: 'Kick did not send back an authorization. Please connect again.',
  },
  error: {
    tone: 'danger',
    title: 'Kick could not be reached',
    text: 'Something went wrong while talking to Kick, so your account was not connected. Please try again in a moment.',
  },
  unavailable: {
    tone: 'info',
    title: 'Kick linking unavailable',
    text: 'Connecting a Kick account is not available on this site right now.',
  },
};

/** The banner for the `?kick=` status the server redirects back with; null for an unknown value. */
export function kickStatusMessage(status: string | null): KickStatusMessage | null {
  if (!status || !Object.prototype.hasOwnProperty.call(MESSAGES, status)) return null;
  return MESSAGES[status as KickConnectStatus];
}

export const KICK_STATUSES = Object.keys(MESSAGES) as KickConnectStatus[];
