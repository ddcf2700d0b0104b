import { z } from 'zod';

/** POST /auth/demo — demo login, only where the server enables it. */
export const demoLoginSchema = z.object({
  username: z
    .string({ message: 'Username is required' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, digits and _'),
  time_zone: z.string().trim().max(64).optional(),
});
export type DemoLoginInput = z.infer<typeof demoLoginSchema>;

/** Optional body of login calls and PUT time zone: the browser's IANA time zone. */
export const timeZoneSchema = z.object({
  time_zone: z
    .string({ message: 'Time zone is required' })
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
