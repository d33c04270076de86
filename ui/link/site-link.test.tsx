// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SiteLink } from './site-link.client';

describe('SiteLink', () => {
  it('links a route, and an outside address in a new tab', () => {
    render(
      <>
        <SiteLink href="/tickets">Tickets</SiteLink>
        <SiteLink href="https://tickets.example/buy">Buy</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('target', '_blank');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<p>x</p>', ' vbscript:x'])(
    'shows a link to %j as its text, with no link',
    (href) => {
      render(
        <SiteLink href={href} className="button">
          Click
        </SiteLink>,
      );
      expect(screen.getByText('Click')).toHaveClass('button');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );
});
