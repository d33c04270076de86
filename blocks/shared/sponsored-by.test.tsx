// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SponsoredBy } from './sponsored-by';

describe('SponsoredBy', () => {
  it("shows the sponsor's logo, linking to the sponsor in a new tab", () => {
    render(
      <SponsoredBy
        sponsor={{
          text: 'Marlow Timepieces',
          imageUrl: 'http://localhost/logo.png',
          linkUrl: 'https://marlow.example.com',
        }}
      />,
    );
    const logo = screen.getByRole('img', { name: 'Marlow Timepieces' });
    const link = screen.getByRole('link', { name: /Marlow Timepieces/ });
    expect(link).toContainElement(logo);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the name as text when there is no logo, and no link without an address', () => {
    render(
      <SponsoredBy sponsor={{ text: 'Harrowgate Champagne', imageUrl: undefined, linkUrl: undefined }} />,
    );
    expect(screen.getByText('Harrowgate Champagne')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no link when the address would run code', () => {
    render(
      <SponsoredBy
        sponsor={{ text: 'Harrowgate', imageUrl: undefined, linkUrl: 'data:text/html,<p>x</p>' }}
      />,
    );
    expect(screen.getByText('Harrowgate')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
