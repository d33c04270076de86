// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { versatileBlockFixture } from '@/blocks/versatile-block/versatile-block.fixture';
import { HomeHero } from './home-hero';

const image = { src: 'http://localhost/images/home.jpg', alt: 'The course' };

describe('HomeHero', () => {
  it('heads the page with the venue and leads with the next raceday, its date and tickets', () => {
    render(<HomeHero title="Kingsmere Park" image={image} lead={versatileBlockFixture()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kingsmere Park' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Family Funday Raceday' })).toBeInTheDocument();
    expect(screen.getByText('Tuesday 16 June · 13:30')).toHaveAttribute(
      'datetime',
      '2026-06-16T13:30:00.000Z',
    );
    const buttons = screen.getAllByRole('link');
    expect(buttons[0]).toHaveAccessibleName('Buy tickets');
    expect(buttons[0]).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'What’s on' })).toHaveAttribute(
      'href',
      '/horse-races-and-events',
    );
    expect(screen.getByRole('img', { name: 'Horses galloping at sunset' })).toBeInTheDocument();
  });

  it("shows the article's picture when the banner has none, and no date or countdown without one", () => {
    const { container } = render(
      <HomeHero
        title="Kingsmere Park"
        image={image}
        lead={versatileBlockFixture({ backgroundImage: undefined, countdownTarget: undefined })}
      />,
    );
    expect(screen.getByRole('img', { name: 'The course' })).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('names the raceday in a generic button', () => {
    render(
      <HomeHero
        title="Kingsmere Park"
        image={image}
        lead={versatileBlockFixture({
          secondaryButton: { href: '/racedays/family-funday-raceday', label: 'Find out more', newTab: false },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Find out more about Family Funday Raceday' })).toHaveAttribute(
      'href',
      '/racedays/family-funday-raceday',
    );
  });
});
