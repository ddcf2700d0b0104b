import { contrastRatio } from './contrast';
import { theme } from './theme';

const { colors } = theme;
const SURFACES = {
  bg: colors.bg,
  surface: colors.surface,
  surfaceRaised: colors.surfaceRaised,
  surfaceHover: colors.surfaceHover,
};

describe('theme colours meet WCAG AA', () => {
  it.each(['text', 'textMuted', 'textFaint', 'primaryInk', 'dangerInk', 'liveInk'] as const)(
    '%s is readable (4.5:1) on every surface',
    (token) => {
      for (const [name, surface] of Object.entries(SURFACES)) {
        expect({ name, ok: contrastRatio(colors[token], surface) >= 4.5 }).toEqual({
          name,
          ok: true,
        });
      }
    },
  );

  it('white text on the primary, primaryHover and live fills (buttons, tabs, LIVE) is 4.5:1', () => {
    expect(contrastRatio(colors.primaryText, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.primaryText, colors.primaryHover)).toBeGreaterThanOrEqual(4.5);
    // The LIVE badge: white on the live red.
    expect(contrastRatio('#ffffff', colors.live)).toBeGreaterThanOrEqual(4.5);
  });

  it('primary as a border or icon stands out (3:1) from the page', () => {
    expect(contrastRatio(colors.primary, colors.bg)).toBeGreaterThanOrEqual(3);
  });
});
