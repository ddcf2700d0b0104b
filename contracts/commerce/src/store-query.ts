import { z } from 'zod';
import { singleLineText } from '@lobby/shared-api/contract';
import { STORE_SORTS } from './store';

/** GET /api/r/store?search=&sort= */
export const storeQuerySchema = z.object({
  search: singleLineText().trim().max(100, 'Search is too long').optional().default(''),
  sort: z
    .enum(STORE_SORTS, { message: 'Sort must be one of price_asc, price_desc, popular, newest' })
    .optional()
    .default('newest'),
});
export type StoreQuery = z.infer<typeof storeQuerySchema>;
