/** The five colour schemes the sidebar's affiliate promo cards cycle through. */
export const PROMO_SCHEMES = [
  { name: 'violet', from: '#7c5cff', to: '#3b1fa8', glow: '#7c5cff' },
  { name: 'emerald', from: '#22d3a6', to: '#0b6b57', glow: '#22d3a6' },
  { name: 'amber', from: '#f5b544', to: '#9a5a10', glow: '#f5b544' },
  { name: 'rose', from: '#f0506e', to: '#8a1c36', glow: '#f0506e' },
  { name: 'sky', from: '#45a8ff', to: '#124f8f', glow: '#45a8ff' },
] as const;

export type PromoScheme = (typeof PROMO_SCHEMES)[number];

export function promoScheme(index: number): PromoScheme {
  return PROMO_SCHEMES[
    ((index % PROMO_SCHEMES.length) + PROMO_SCHEMES.length) % PROMO_SCHEMES.length
  ]!;
}
