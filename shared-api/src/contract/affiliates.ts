export interface Affiliate {
  id: number;
  name: string;
  logo_url: string | null;
  benefits: string[];
  redirect_url: string;
}

/** GET /api/r/affiliates */
export interface AffiliatesResponse {
  success: true;
  data: Affiliate[];
}
