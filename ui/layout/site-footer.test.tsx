// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SiteFooterContent } from '@/platform/types/site-footer';
import { SiteFooter } from './site-footer';

const content: SiteFooterContent = {
  address: 'Kingsmere Park Racecourse, Mere Lane, Kingsmere, Berkshire KM4 7RP',
  map: { href: 'https://maps.example.com/?q=Kingsmere+Park', label: 'Open in a map app', newTab: true },
  directions: { href: '/directions', label: 'Directions and parking', newTab: false },
  social: [
    {
      network: 'Instagram',
      href: 'https://www.instagram.com/kingsmerepark',
      label: 'Kingsmere Park on Instagram',
      newTab: true,
    },
    {
      network: 'Mastodon',
      href: 'https://social.example/@kingsmere',
      label: 'Kingsmere Park on Mastodon',
      newTab: true,
    },
  ],
  partners: [
    {
      name: 'Ridgeway Bank',
      logo: 'http://localhost/images/sponsor-ridgeway-bank.png',
      href: '/partners/ridgeway-bank',
    },
    { name: 'Kingsmere Prints', logo: null, href: null },
  ],
  allPartners: { href: '/official-partners', label: 'All our partners', newTab: false },
  gambleResponsibly: { href: 'https://www.begambleaware.org', label: 'Gamble responsibly', newTab: true },
};

const renderFooter = (footer: SiteFooterContent | null) =>
  render(<SiteFooter venue="Kingsmere Park" product="kingsmere" nav={[]} content={footer} />);

describe('SiteFooter', () => {
  it("shows the venue's address with a map link, and its social channels by name", () => {
    renderFooter(content);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Mere Lane, Kingsmere/).tagName).toBe('ADDRESS');
    expect(
      within(footer).getByRole('link', { name: 'Open in a map app (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://maps.example.com/?q=Kingsmere+Park');
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    expect(
      within(social).getByRole('link', { name: 'Kingsmere Park on Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/kingsmerepark');
    expect(within(social).getAllByRole('link')).toHaveLength(2);
  });

  it('shows the partners as whole logos, or their names, and the safer-gambling link', () => {
    renderFooter(content);
    const partners = screen.getByRole('region', { name: 'Our partners' });
    const logo = within(partners).getByRole('img', { name: 'Ridgeway Bank' });
    expect(logo).toHaveClass('object-contain');
    expect(logo.closest('a')).toHaveAttribute('href', '/partners/ridgeway-bank');
    expect(within(partners).getByText('Kingsmere Prints')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gamble responsibly (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org',
    );
    expect(screen.getByText('18+')).toBeInTheDocument();
  });

  it('keeps its links and the safer-gambling message while the content service has no footer', () => {
    renderFooter(null);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/kingsmere-policies/privacy',
    );
    expect(screen.getByText('Please gamble responsibly.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our partners' })).not.toBeInTheDocument();
  });
});
