// A claim's limits: plain values, apart from challenges.ts so the page that shows them loads no
// zod.

/** Most evidence images a claim may carry (spec part 1 §9). */
export const CLAIM_MAX_IMAGES = 5;
/** Largest evidence image, in bytes (10 MB). */
export const CLAIM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Evidence image types, judged by the file's bytes. */
export const CLAIM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_REASON_MAX = 500;
