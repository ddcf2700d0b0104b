import { postJson } from '../../lib/api-client';

/** POST /api/r/profile/time-zone — stores the browser's IANA time zone (the daily claim's calendar day). */
export const setTimeZone = (timeZone: string) =>
  postJson<{ success: true; time_zone: string }>('api/r/profile/time-zone', {
    time_zone: timeZone,
  });
