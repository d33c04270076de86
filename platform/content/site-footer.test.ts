import { getSiteFooter, reshapeSiteFooter } from './site-footer';
import type { FakeUpstream } from '../testing/fake-upstream';
import { envelopeOf, serveCategories } from '../testing/fixtures';
import { installFakeUpstream, uninstallFakeUpstream } from '../testing/install';

const link = (title: string, href: string, openInNewTab = false) => ({ title, link: href, openInNewTab });

const footer = {
  address_string: ' Mere Lane, Kingsmere KM4 7RP ',
  map_content: link('Open in a map app', 'https://maps.example.com/?q=Kingsmere', true),
  directions_content: link('Directions', '/directions'),
  socialLinks_custom: [
    { network_select: 'Instagram', link_content: link('Us on Instagram', 'https://instagram.com/k', true) },
    { network_select: 'Evil', link_content: link('Run', 'javascript:alert(1)') },
    { link_content: link('No network', 'https://example.com') },
  ],
  partners_custom: [
    {
      name_string: 'Ridgeway Bank',
      logo_content: { image: 'https://img/rb.png' },
      link_content: link('RB', '/partners/rb'),
    },
    { name_string: 'Plain Name', logo_content: {}, link_content: {} },
    { logo_content: { image: 'https://img/nameless.png' } },
  ],
  gambleResponsibly_content: link('Gamble responsibly', 'https://www.begambleaware.org', true),
};

describe('reshapeSiteFooter', () => {
  it('reads the address, map, social channels, partners and safer-gambling link', () => {
    expect(reshapeSiteFooter(footer)).toEqual({
      address: 'Mere Lane, Kingsmere KM4 7RP',
      map: { href: 'https://maps.example.com/?q=Kingsmere', label: 'Open in a map app', newTab: true },
      directions: { href: '/directions', label: 'Directions', newTab: false },
      social: [
        { network: 'Instagram', href: 'https://instagram.com/k', label: 'Us on Instagram', newTab: true },
      ],
      partners: [
        { name: 'Ridgeway Bank', logo: 'https://img/rb.png', href: '/partners/rb' },
        { name: 'Plain Name', logo: null, href: null },
      ],
      allPartners: null,
      gambleResponsibly: { href: 'https://www.begambleaware.org', label: 'Gamble responsibly', newTab: true },
    });
  });

  it('gives empty parts for missing or malformed fields, and null for no object', () => {
    expect(reshapeSiteFooter({ socialLinks_custom: 'x', map_content: 7 })).toMatchObject({
      address: null,
      map: null,
      social: [],
      partners: [],
    });
    expect(reshapeSiteFooter(null)).toBeNull();
  });
});

describe('getSiteFooter', () => {
  let upstream: FakeUpstream;
  beforeEach(() => {
    upstream = installFakeUpstream();
    serveCategories(upstream);
  });
  afterEach(uninstallFakeUpstream);

  it("reads the content item with key 'site-footer'", async () => {
    upstream.on('GET', '/content/v1/FURLONG/content/key/site-footer', {
      json: envelopeOf({
        id: 'ci-site-footer',
        key: 'site-footer',
        contentType: 'CUSTOM',
        customContentType: 'site-footer',
        customContent: footer,
      }),
    });
    const first = await getSiteFooter();
    expect(first).toMatchObject({ address: 'Mere Lane, Kingsmere KM4 7RP' });
    // While the item is kept, every render reads the footer it was read into once.
    expect(await getSiteFooter()).toBe(first);
  });

  it('is null when the service has no footer', async () => {
    upstream.on('GET', '/content/v1/FURLONG/content/key/site-footer', { status: 404 });
    expect(await getSiteFooter()).toBeNull();
  });
});
