import { parseSettings } from '@/platform/settings';
import { createImageHostPolicy } from './image-hosts';

const minimal = { CLIENT_ID: 'FURLONG', SITE_URL: 'https://www.furlong.example', SITE_PRODUCT: 'ascot' };

describe('image hosts', () => {
  const policy = createImageHostPolicy({
    origins: ['http://localhost:4010'],
    hosts: ['cdn.example.com', 'img.example.com:8443'],
  });
  const allows = (url: string) => policy.allows(new URL(url));

  it("allows the content service's origin exactly", () => {
    expect(allows('http://localhost:4010/images/a.jpg')).toBe(true);
    expect(allows('http://localhost:4011/images/a.jpg')).toBe(false);
    expect(allows('https://localhost:4010/images/a.jpg')).toBe(false);
    expect(allows('http://127.0.0.1:4010/images/a.jpg')).toBe(false);
  });

  it('allows the listed hosts over https only', () => {
    expect(allows('https://cdn.example.com/a.jpg')).toBe(true);
    expect(allows('https://CDN.example.com:443/a.jpg')).toBe(true);
    expect(allows('http://cdn.example.com/a.jpg')).toBe(false);
    expect(allows('https://img.example.com:8443/a.jpg')).toBe(true);
    expect(allows('https://img.example.com/a.jpg')).toBe(false);
    expect(allows('https://cdn.example.com.evil.example/a.jpg')).toBe(false);
  });

  it('allows no other host, private address or credentials', () => {
    expect(allows('http://10.0.0.1/a.jpg')).toBe(false);
    expect(allows('http://[::1]/a.jpg')).toBe(false);
    expect(allows('http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(allows('https://user:secret@cdn.example.com/a.jpg')).toBe(false);
  });
});

describe('IMAGE_HOSTS setting', () => {
  it('is an optional comma list, empty by default', () => {
    const none = parseSettings(minimal);
    expect(none.ok && none.settings.imageHosts).toEqual([]);
    const some = parseSettings({ ...minimal, IMAGE_HOSTS: ' cdn.example.com, Img.Example.com:8443 ,' });
    expect(some.ok && some.settings.imageHosts).toEqual(['cdn.example.com', 'img.example.com:8443']);
  });

  it('rejects anything that is no host name', () => {
    expect(parseSettings({ ...minimal, IMAGE_HOSTS: 'https://cdn.example.com/' })).toMatchObject({
      ok: false,
      name: 'IMAGE_HOSTS',
    });
  });
});
