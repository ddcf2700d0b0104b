/** GET /api/r/stats/total-given-away — total in USD (the home page's stat). */
export interface TotalGivenAwayResponse {
  success: true;
  total: number;
  formatted_total: string;
}
