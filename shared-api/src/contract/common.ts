import { z } from 'zod';

/** Error body every 4xx/5xx answer carries; `errors` maps a field to its messages. */
export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

/** Numeric route id (`/x/{id}`), a positive integer. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .positive('Must be positive'),
});
export type IdParam = z.infer<typeof idParamSchema>;

export const emptyBodySchema = z.union([z.object({}).strict(), z.undefined(), z.null()]);

/** Minimal public user as embedded in other records (predictions, assigned slots…). */
export interface UserRef {
  id: number;
  username: string;
  kick_username: string | null;
  avatar: string | null;
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be at least 1').max(10000).default(1),
});
