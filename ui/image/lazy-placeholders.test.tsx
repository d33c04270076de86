// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Image } from './image';
import { LazyPlaceholders, NEAR_MARGIN } from './lazy-placeholders.client';

const SRC = 'http://localhost:4010/images/hero-parade-ring.jpg';

// A stand-in IntersectionObserver the test moves by hand.
const observers: FakeObserver[] = [];
class FakeObserver {
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
}
// The observer the component made last.
const current = () => observers.at(-1);
function comeNear(...elements: Element[]) {
  const entries = elements.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
  current()?.callback(entries, current() as unknown as IntersectionObserver);
}

const img = (name: string) => screen.getByRole('img', { name }) as HTMLImageElement;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyPlaceholders', () => {
  it('draws a lazy picture’s placeholder when it comes near the screen, and no other', () => {
    render(
      <>
        <Image src={SRC} alt="Near" width={448} height={252} />
        <Image src={SRC} alt="Far" width={448} height={252} />
        <Image src={SRC} alt="Hero" width={448} height={252} priority />
        <LazyPlaceholders />
      </>,
    );
    expect(current()?.options).toMatchObject({ rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN });
    expect([...(current()?.watched ?? [])]).toEqual([img('Near'), img('Far')]);

    comeNear(img('Near'));
    expect(img('Near')).toHaveAttribute('data-near');
    expect(img('Far')).not.toHaveAttribute('data-near');
    expect(current()?.watched.has(img('Near'))).toBe(false);
    expect(current()?.watched.has(img('Far'))).toBe(true);
  });

  it('leaves the placeholder unasked for a picture already drawn', () => {
    render(
      <>
        <Image src={SRC} alt="Loaded" width={448} height={252} />
        <LazyPlaceholders />
      </>,
    );
    Object.defineProperties(img('Loaded'), { complete: { value: true }, naturalWidth: { value: 448 } });
    comeNear(img('Loaded'));
    expect(img('Loaded')).not.toHaveAttribute('data-near');
    expect(current()?.watched.size).toBe(0);
  });

  it('watches the pictures of the next page too', async () => {
    let show: (next: boolean) => void = () => undefined;
    function Page() {
      const [shown, setShown] = useState(false);
      show = setShown;
      return shown ? (
        <section>
          <Image src={SRC} alt="Arrived" width={448} height={252} />
        </section>
      ) : null;
    }
    render(
      <>
        <Page />
        <LazyPlaceholders />
      </>,
    );
    expect(current()?.watched.size).toBe(0);
    await act(async () => show(true));
    expect(current()?.watched.has(img('Arrived'))).toBe(true);
    comeNear(img('Arrived'));
    expect(img('Arrived')).toHaveAttribute('data-near');
  });

  it('watches again a picture given a new source in the same element', async () => {
    const { rerender } = render(
      <>
        <Image src={SRC} alt="Card" width={448} height={252} />
        <LazyPlaceholders />
      </>,
    );
    comeNear(img('Card'));
    expect(img('Card')).toHaveAttribute('data-near');
    await act(async () =>
      rerender(
        <>
          <Image src="http://localhost:4010/images/hero-meadow.jpg" alt="Card" width={448} height={252} />
          <LazyPlaceholders />
        </>,
      ),
    );
    expect(img('Card')).not.toHaveAttribute('data-near');
    expect(current()?.watched.has(img('Card'))).toBe(true);
  });

  it('stops watching when it leaves the page', () => {
    const { unmount } = render(
      <>
        <Image src={SRC} alt="Pending" width={448} height={252} />
        <LazyPlaceholders />
      </>,
    );
    unmount();
    expect(current()?.watched.size).toBe(0);
  });
});
