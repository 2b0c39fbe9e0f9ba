import { contrastRatio, contrastWarnings, relativeLuminance } from './contrast';
import { DEFAULT_LAYOUT_COLOURS } from './layout';

describe('WCAG contrast', () => {
  it('measures the ratio between two colours, from 1 to 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBeCloseTo(1, 5);
    // The WCAG reference pair: #767676 on white is just above 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance('red')).toBeNull();
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('warns for button text on primary and page text on background below 4.5:1', () => {
    expect(contrastWarnings(DEFAULT_LAYOUT_COLOURS)).toEqual([]);
    const warnings = contrastWarnings({ ...DEFAULT_LAYOUT_COLOURS, primary: '#ffff00', secondary: '#ffffff', foreground: '#777777' });
    expect(warnings.map(({ background, text }) => `${background}/${text}`)).toEqual(['primary/secondary', 'background/foreground']);
    expect(warnings[0].ratio).toBeCloseTo(1.07, 2);
  });
});
