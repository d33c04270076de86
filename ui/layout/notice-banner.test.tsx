// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NoticeBanner } from './notice-banner';

describe('NoticeBanner', () => {
  it("names the notice in its 'Read more' link", () => {
    render(
      <NoticeBanner
        notice={{
          title: 'Gates open at 11:00',
          summary: 'Allow extra time.',
          href: '/plan-visit/getting-here',
        }}
      />,
    );
    expect(screen.getByText('Read more')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read more about Gates open at 11:00' })).toHaveAttribute(
      'href',
      '/plan-visit/getting-here',
    );
  });

  it('shows no link without an address', () => {
    render(<NoticeBanner notice={{ title: 'Gates open at 11:00' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
