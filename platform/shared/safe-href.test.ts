import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    '/tickets',
    'tickets?x=1',
    '#top',
    'https://tickets.example/buy',
    'HTTP://x.example',
    '//cdn.example/a',
    'mailto:box@kingsmere.test',
    'tel:+441234',
  ])('keeps %j', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:x',
    'data:text/html,<p>x',
    'vbscript:x',
    'file:///etc/passwd',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it('refuses nothing at all', () => {
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
});
