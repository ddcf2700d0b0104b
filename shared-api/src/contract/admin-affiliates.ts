import { z } from 'zod';
import { httpUrlSchema } from './admin';
import { adminImageSchema } from './admin-uploads';
import { singleLineText } from './common';

// ---------------------------------------------------------------------------------------------
// Admin › Affiliates (/api/admin/affiliates)

export const AFFILIATE_BENEFITS_MAX = 10;

/** POST /api/admin/affiliates and PUT /api/admin/affiliates/:id. */
export const adminAffiliateSchema = z.object({
  name: singleLineText({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  logo_url: adminImageSchema,
  benefits: z
    .array(
      singleLineText({ message: 'Each benefit must be text' })
        .trim()
        .min(1, 'A benefit cannot be empty')
        .max(120, 'A benefit must be at most 120 characters'),
      { message: 'Benefits must be a list' },
    )
    .max(AFFILIATE_BENEFITS_MAX, `At most ${AFFILIATE_BENEFITS_MAX} benefits`),
  redirect_url: httpUrlSchema('Redirect URL'),
  active: z.boolean({ message: 'Say whether the affiliate is shown' }),
});
export type AdminAffiliateInput = z.input<typeof adminAffiliateSchema>;

/** POST /api/admin/affiliates/:id/move */
export const adminAffiliateMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { message: 'Direction must be up or down' }),
});

/** An affiliate as Admin › Affiliates lists it (hidden ones too). */
export interface AdminAffiliate {
  id: number;
  name: string;
  /** The stored image path (what the form sends back). */
  logo_url: string | null;
  /** The logo as the browser loads it. */
  logo_src: string | null;
  benefits: string[];
  redirect_url: string;
  /** Shown in the sidebar and on the home page. */
  active: boolean;
  /** 1-based place in the list. */
  position: number;
  created_at: string;
}

export interface AdminAffiliatesResponse {
  success: true;
  data: AdminAffiliate[];
}

export interface AdminAffiliateResponse {
  success: true;
  message: string;
  data: AdminAffiliate;
}
