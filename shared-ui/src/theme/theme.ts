/**
 * The Lobby design tokens: a dark, high-contrast gaming palette. Text colours meet WCAG AA
 * (4.5:1) on every surface (theme.test.ts checks): `textFaint` included, white on `primary`
 * (buttons, active tabs), and `primaryInk` — the primary hue light enough for links and accents
 * written in text on the dark surfaces (`primary` itself is for fills, borders and icons).
 */
export const theme = {
  colors: {
    bg: '#0b0e17',
    surface: '#131826',
    surfaceRaised: '#1a2133',
    surfaceHover: '#222b41',
    border: '#263049',
    text: '#e8ecf6',
    textMuted: '#9aa4bd',
    textFaint: '#8892ad',
    primary: '#7253ff',
    primaryHover: '#6a48f5',
    primaryText: '#ffffff',
    primaryInk: '#a48fff',
    accent: '#22d3a6',
    warning: '#f5b544',
    danger: '#f0506e',
    /** `danger` as text (badges, messages) on dark and tinted surfaces. */
    dangerInk: '#ff7b93',
    success: '#2fcf7a',
    info: '#45a8ff',
    gold: '#f6c453',
    silver: '#c7d0e0',
    bronze: '#d08a4e',
    /** The LIVE badge's fill (white text on it is 4.8:1); `liveInk` is live as text. */
    live: '#dc2626',
    liveInk: '#ff7070',
    overlay: 'rgba(5, 7, 12, 0.72)',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, monospace",
  },
  breakpoints: { sm: '640px', md: '900px', lg: '1100px', xl: '1400px' },
  shadow: '0 10px 30px rgba(0, 0, 0, 0.35)',
  sidebarWidth: '260px',
  headerHeight: '64px',
} as const;

export type LobbyTheme = typeof theme;

/** Media query helper: `${media.lg} { … }` applies from the large breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
};
