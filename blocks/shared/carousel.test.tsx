// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { showsArrows, slideClass, slideSizes, stepDistance, trackPosition } from './carousel-layout';
import { Carousel } from './carousel.client';

function slides(count: number) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} className={slideClass({ base: 1.15, md: 2, lg: 3 })}>
      <a href={`/card-${index + 1}`}>Card {index + 1}</a>
    </li>
  ));
}

function mockLayout({ scrollWidth = 1200, clientWidth = 600, slideWidth = 280 } = {}) {
  const scrollBy = vi.fn();
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(slideWidth);
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
  return scrollBy;
}

afterEach(() => {
  delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('carousel layout', () => {
  it('spells out a width class for each breakpoint given, one slide per view by default', () => {
    expect(slideClass()).toBe('shrink-0 snap-start w-full');
    expect(slideClass({ base: 1.15, md: 2, lg: 3, xl: 3, '2xl': 4 })).toBe(
      'shrink-0 snap-start w-[calc((100%-1rem)/1.15)] md:w-[calc((100%-1rem)/2)] ' +
        'lg:w-[calc((100%-4rem)/3)] xl:w-[calc((100%-4rem)/3)] 2xl:w-[calc((100%-6rem)/4)]',
    );
  });

  it("asks for a slide's picture at the slide's width, not the screen's", () => {
    expect(slideSizes()).toBe('92vw');
    expect(slideSizes({ base: 1.15, md: 2, lg: 3, '2xl': 4 })).toBe(
      '(min-width: 1536px) 304px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 80vw',
    );
  });

  it('shows arrows above three items or when the slides overflow', () => {
    expect(showsArrows(3, false)).toBe(false);
    expect(showsArrows(4, false)).toBe(true);
    expect(showsArrows(2, true)).toBe(true);
  });

  it('knows the ends of the track', () => {
    expect(trackPosition({ scrollLeft: 0, clientWidth: 600, scrollWidth: 600 })).toEqual({
      overflows: false,
      atStart: true,
      atEnd: true,
    });
    expect(trackPosition({ scrollLeft: 300, clientWidth: 600, scrollWidth: 1200 })).toEqual({
      overflows: true,
      atStart: false,
      atEnd: false,
    });
  });

  it('steps one slide, or as many whole slides as are in view', () => {
    expect(stepDistance('item', 280, 16, 600)).toBe(296);
    expect(stepDistance('page', 280, 16, 600)).toBe(592);
    expect(stepDistance('page', 700, 16, 600)).toBe(716);
  });
});

describe('Carousel', () => {
  it('is a named, focusable track of slides whose hidden arrows keep their space', () => {
    render(
      <Carousel label="Highlights carousel" count={3}>
        {slides(3)}
      </Carousel>,
    );
    const track = screen.getByRole('group', { name: 'Highlights carousel' });
    expect(track).toHaveAttribute('tabindex', '0');
    expect(track.className).toContain('snap-x');
    expect(within(track).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { hidden: true })).toHaveLength(2);
  });

  it('shows arrows once the slides overflow, even for two', () => {
    mockLayout({ scrollWidth: 900, clientWidth: 600 });
    render(
      <Carousel label="Highlights carousel" count={2}>
        {slides(2)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('pages with the buttons and the arrow keys, controlling the track', () => {
    const scrollBy = mockLayout();
    render(
      <Carousel label="Highlights carousel" count={6}>
        {slides(6)}
      </Carousel>,
    );
    const track = screen.getByRole('group', { name: 'Highlights carousel' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(next).toHaveAttribute('aria-controls', track.id);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 560, behavior: 'smooth' });
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -560, behavior: 'smooth' });
    fireEvent.keyDown(screen.getByRole('link', { name: 'Card 1' }), { key: 'ArrowRight' });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it('does not animate the scroll for visitors who prefer reduced motion', () => {
    const scrollBy = mockLayout();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(
      <Carousel label="Highlights carousel" count={6} step="item">
        {slides(6)}
      </Carousel>,
    );
    fireEvent.keyDown(screen.getByRole('group', { name: 'Highlights carousel' }), { key: 'ArrowRight' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 280, behavior: 'auto' });
  });
});
