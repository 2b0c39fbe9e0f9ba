import { themeDrawing } from './layout';

describe('themeDrawing: how a layout template is drawn', () => {
  const themes = [{ id: 'acme-gold', name: 'Acme Gold', base: 'headshot-2024', css: '.hero{color:gold}' }];

  it('draws a built-in theme as it is', () => {
    expect(themeDrawing('header-2024', themes)).toEqual({ base: 'header-2024', css: '' });
  });

  it("draws a custom theme as its base with the theme's CSS", () => {
    expect(themeDrawing('acme-gold', themes)).toEqual({ base: 'headshot-2024', css: '.hero{color:gold}' });
  });

  it('draws a theme the organisation removed as the default theme', () => {
    expect(themeDrawing('acme-silver', themes)).toEqual({ base: 'modern-2024', css: '' });
  });
});
