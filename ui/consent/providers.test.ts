import { EMBED_PROVIDERS, providerOf, youtubeNoCookie } from './providers';

describe('providerOf', () => {
  it.each([
    ['https://www.facebook.com/plugins/post.php?href=x', 'meta'],
    ['https://fb.watch/abc', 'meta'],
    ['https://www.instagram.com/p/abc/embed', 'instagram'],
    ['https://www.tiktok.com/embed/v2/123', 'tiktok'],
    ['https://platform.twitter.com/widgets.js', 'twitter'],
    ['https://x.com/kingsmere/status/1', 'twitter'],
    ['https://www.youtube.com/embed/abc', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/abc', 'youtube'],
    ['https://kingsmere.typeform.com/to/abc', 'typeform'],
    ['https://www.linkedin.com/embed/feed/update/urn:li:share:1', 'linkedin'],
    ['https://www.dailymotion.com/embed/video/x8', 'dailymotion'],
    ['//www.youtube.com/embed/abc', 'youtube'],
    ['HTTPS://WWW.YOUTUBE.COM./embed/abc', 'youtube'],
  ])('%s is %s', (address, key) => {
    expect(providerOf(address)?.key).toBe(key);
  });

  it.each([
    'https://youtube.com.evil.example/embed/abc',
    'https://notyoutube.com/embed/abc',
    'https://evil.example/?u=https://www.youtube.com',
    'https://evil-facebook.com/x',
    'javascript:alert(1)//youtube.com',
    'data:text/html,youtube.com',
    '/embed/local',
    '',
  ])('refuses %s', (address) => {
    expect(providerOf(address)).toBeNull();
  });

  it('knows every provider the spec names', () => {
    expect(EMBED_PROVIDERS.map((p) => p.key)).toEqual([
      'meta',
      'instagram',
      'tiktok',
      'twitter',
      'youtube',
      'typeform',
      'linkedin',
      'dailymotion',
      'other',
    ]);
  });

  it("names a frame from one of the venue's allowed hosts (or their subdomains, any port) as other embeds", () => {
    expect(providerOf('https://maps.venue-maps.test/embed', ['venue-maps.test'])?.key).toBe('other');
    expect(providerOf('http://localhost:4010/embeds/map', ['localhost:4010'])?.key).toBe('other');
    expect(providerOf('https://venue-maps.test.evil.test/x', ['venue-maps.test'])).toBeNull();
    expect(providerOf('https://maps.venue-maps.test/embed')).toBeNull();
  });
});

describe('youtubeNoCookie', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abc_123', 'https://www.youtube-nocookie.com/embed/abc_123'],
  ])('%s → %s', (address, expected) => {
    expect(youtubeNoCookie(address)).toBe(expected);
  });

  it('keeps addresses that are not YouTube videos', () => {
    expect(youtubeNoCookie('https://youtube.com.evil.example/watch?v=abc')).toBe(
      'https://youtube.com.evil.example/watch?v=abc',
    );
    expect(youtubeNoCookie('https://www.youtube.com/watch?v=%22%3E%3Cx')).toBe(
      'https://www.youtube.com/watch?v=%22%3E%3Cx',
    );
  });
});
