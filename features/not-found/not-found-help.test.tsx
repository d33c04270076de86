// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { Shell } from '@/features/navigation/load-shell';
import { NotFoundHelp, POPULAR_LINKS } from './not-found-help';

const shell = vi.hoisted(() => ({ nav: [] as Shell['nav'] }));
vi.mock('@/features/navigation/load-shell', () => ({ loadShell: async () => shell }));

const section = (label: string, href: string) => ({ label, href, children: [] });

describe("the 404 page's way on", () => {
  it('offers a search of the site and the first sections of the navigation', async () => {
    shell.nav = [
      section('Racedays', '/racedays'),
      section('Tickets', '/tickets'),
      section("What's on", '/horse-races-and-events'),
      section('Hospitality', '/hospitality'),
      section('Weddings', '/weddings'),
      section('News', '/news'),
      section('Plan your visit', '/plan-visit'),
    ];
    render(await NotFoundHelp());
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/search-results');
    expect(within(search).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute(
      'name',
      'query',
    );
    const popular = screen.getByRole('navigation', { name: 'Popular pages' });
    const links = within(popular).getAllByRole('link');
    expect(links).toHaveLength(POPULAR_LINKS);
    expect(links[0]).toHaveAttribute('href', '/racedays');
    expect(links.map((link) => link.textContent)).not.toContain('Plan your visit');
  });

  it('keeps the search when the navigation cannot be loaded', async () => {
    shell.nav = [];
    render(await NotFoundHelp());
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
