import { contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7c5cff', '#7c5cff')).toBe(1);
  });

  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a hex colour: red');
  });
});
