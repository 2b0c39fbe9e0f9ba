import { attrs, escapeHtml, safeCss, safeHref } from './html';

describe('public page HTML helpers', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
    expect(attrs({ href: 'a"b', hidden: true, disabled: false, title: null })).toBe(' href="a&quot;b" hidden');
  });

  it('lets only safe links through', () => {
    expect(safeHref('https://acme.example/x')).toBe('https://acme.example/x');
    expect(safeHref('tel:+441234')).toBe('tel:+441234');
    expect(safeHref('/c/abc.vcf')).toBe('/c/abc.vcf');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('//evil.example')).toBe('#');
    expect(safeHref(' data:text/html,x')).toBe('#');
  });

  it('keeps admin CSS inside its style element', () => {
    expect(safeCss('a{color:red}</style><script>alert(1)</script>')).toBe('a{color:red}>>alert(1)>');
  });
});
