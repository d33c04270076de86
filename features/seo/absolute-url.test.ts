import { absoluteUrl } from './absolute-url';

const site = 'https://www.kingsmere.test';

describe('absoluteUrl', () => {
  it('joins site paths to the site URL and keeps web addresses', () => {
    expect(absoluteUrl('/content/a', site)).toBe('https://www.kingsmere.test/content/a');
    expect(absoluteUrl('/', site)).toBe('https://www.kingsmere.test/');
    expect(absoluteUrl('https://img.test/a b.jpg', site)).toBe('https://img.test/a%20b.jpg');
    expect(absoluteUrl('//cdn.test/x.jpg', site)).toBe('https://cdn.test/x.jpg');
  });

  it('refuses other schemes, relative paths and non-strings', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'images/x.jpg',
      ' ',
      null,
      7,
      {},
    ]) {
      expect(absoluteUrl(href, site)).toBeNull();
    }
  });
});
