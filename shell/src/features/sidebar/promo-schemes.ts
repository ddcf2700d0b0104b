/**
 * The five colour schemes the sidebar's affiliate promo cards cycle through. `from`/`to`/`glow`
 * tint the card; `button` and `ink` are the 'Join Now' pill's background and text, chosen to
 * meet 4.5:1 (light schemes carry dark text, dark ones white).
 */
export const PROMO_SCHEMES = [
  {
    name: 'violet',
    from: '#7c5cff',
    to: '#3b1fa8',
    glow: '#7c5cff',
    button: '#6a4cf5',
    ink: '#ffffff',
  },
  {
    name: 'emerald',
    from: '#22d3a6',
    to: '#0b6b57',
    glow: '#22d3a6',
    button: '#22d3a6',
    ink: '#04261d',
  },
  {
    name: 'amber',
    from: '#f5b544',
    to: '#9a5a10',
    glow: '#f5b544',
    button: '#f5b544',
    ink: '#2b1a02',
  },
  {
    name: 'rose',
    from: '#f0506e',
    to: '#8a1c36',
    glow: '#f0506e',
    button: '#cf3356',
    ink: '#ffffff',
  },
  {
    name: 'sky',
    from: '#45a8ff',
    to: '#124f8f',
    glow: '#45a8ff',
    button: '#45a8ff',
    ink: '#061a33',
  },
] as const;

export type PromoScheme = (typeof PROMO_SCHEMES)[number];

export function promoScheme(index: number): PromoScheme {
  return PROMO_SCHEMES[
    ((index % PROMO_SCHEMES.length) + PROMO_SCHEMES.length) % PROMO_SCHEMES.length
  ]!;
}
