// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Image } from './image';

const SRC = 'http://localhost:4010/images/hero-parade-ring.jpg';
const ENCODED = encodeURIComponent(SRC);
const proxied = (w: number, q = 80) => `/_amplify/image?url=${ENCODED}&w=${w}&q=${q}`;

function img(name: string): HTMLImageElement {
  return screen.getByRole('img', { name }) as HTMLImageElement;
}

describe('Image', () => {
  it('renders a 1x/2x srcset at its width, with width and height for no layout shift', () => {
    render(<Image src={SRC} alt="The parade ring" width={448} height={252} />);
    const image = img('The parade ring');
    expect(image.getAttribute('src')).toBe(proxied(448));
    expect(image.getAttribute('srcset')).toBe(`${proxied(448)} 1x, ${proxied(896)} 2x`);
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '448');
    expect(image).toHaveAttribute('height', '252');
  });

  it('loads lazily and decodes asynchronously by default', () => {
    render(<Image src={SRC} alt="Lazy" width={448} height={252} />);
    expect(img('Lazy')).toHaveAttribute('loading', 'lazy');
    expect(img('Lazy')).toHaveAttribute('decoding', 'async');
    expect(img('Lazy')).not.toHaveAttribute('fetchpriority');
  });

  it('takes eager loading and another decoding', () => {
    render(<Image src={SRC} alt="Eager" width={448} height={252} loading="eager" decoding="sync" />);
    expect(img('Eager')).toHaveAttribute('loading', 'eager');
    expect(img('Eager')).toHaveAttribute('decoding', 'sync');
  });

  it('loads a priority image at once and first', () => {
    render(<Image src={SRC} alt="Hero" fill sizes="100vw" priority />);
    expect(img('Hero')).toHaveAttribute('loading', 'eager');
    expect(img('Hero')).toHaveAttribute('fetchpriority', 'high');
  });

  it('accepts sizes as pixel strings', () => {
    render(<Image src={SRC} alt="Pixels" width="448px" height="252px" />);
    expect(img('Pixels')).toHaveAttribute('width', '448');
    expect(img('Pixels')).toHaveAttribute('height', '252');
    expect(img('Pixels').getAttribute('srcset')).toContain('&w=896&q=80 2x');
  });

  it('defaults to width 1920 without one', () => {
    render(<Image src={SRC} alt="Wide" />);
    expect(img('Wide').getAttribute('srcset')).toBe(`${proxied(1920)} 1x, ${proxied(3840)} 2x`);
  });

  it('gives a filling image a width srcset with its sizes, and fills its parent', () => {
    render(
      <Image src={SRC} alt="Fill" fill sizes="(min-width: 1024px) 33vw, 100vw" className="object-cover" />,
    );
    const image = img('Fill');
    expect(
      image
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w', '1920w', '2560w']);
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, 100vw');
    expect(image).not.toHaveAttribute('width');
    expect(image).toHaveClass('absolute', 'inset-0', 'size-full', 'object-cover');
  });

  it('keeps quality 80 unless set, and uses presets and densities', () => {
    render(<Image src={SRC} alt="Card" preset="card" quality={50} densities={[1, 2]} />);
    expect(img('Card').getAttribute('srcset')).toBe(`${proxied(448, 50)} 1x, ${proxied(896, 50)} 2x`);
  });

  it('asks for the next allowed width and quality for any other', () => {
    render(<Image src={SRC} alt="Odd" width={130} height={40} quality={80} densities={[1, 3]} />);
    expect(img('Odd').getAttribute('srcset')).toBe(`${proxied(144)} 1x, ${proxied(448)} 3x`);
    expect(img('Odd')).toHaveAttribute('width', '130');
  });

  it('shows the low-quality placeholder of an eager image as its background at once', () => {
    render(<Image src={SRC} alt="Placeholder" width={448} height={252} priority />);
    const style = img('Placeholder').style;
    expect(style.backgroundImage).toBe(`url("/_amplify/image?url=${ENCODED}&w=10&q=50&blur=3")`);
    expect(img('Placeholder')).toHaveClass('bg-cover', 'bg-center', 'bg-no-repeat', 'text-transparent');
    expect(img('Placeholder')).not.toHaveAttribute('data-placeholder');
  });

  it('names a lazy image’s placeholder without fetching it, for when it comes near the screen', () => {
    render(<Image src={SRC} alt="Lazy placeholder" width={448} height={252} />);
    const image = img('Lazy placeholder');
    expect(image.style.backgroundImage).toBe('');
    expect(image.style.getPropertyValue('--placeholder')).toBe(
      `url("/_amplify/image?url=${ENCODED}&w=10&q=50&blur=3")`,
    );
    expect(image).toHaveAttribute('data-placeholder');
    expect(image).toHaveClass('bg-cover', 'bg-center', 'bg-no-repeat', 'text-transparent');
  });

  it('fits the placeholder like the image, and leaves it off for possibly transparent images', () => {
    render(
      <>
        <Image src={SRC} alt="Contained" fill sizes="90vw" className="object-contain" />
        <Image src="http://localhost:4010/images/logo.png" alt="Logo" width={120} height={40} />
        <Image src={SRC} alt="Plain" width={120} height={40} placeholder="empty" />
      </>,
    );
    expect(img('Contained')).toHaveClass('bg-contain');
    expect(img('Contained')).not.toHaveClass('bg-cover');
    expect(img('Logo').style.backgroundImage).toBe('');
    expect(img('Plain').style.backgroundImage).toBe('');
    expect(img('Logo')).not.toHaveAttribute('data-placeholder');
    expect(img('Plain').style.getPropertyValue('--placeholder')).toBe('');
  });

  it('passes through class, style and other attributes', () => {
    render(
      <Image
        src={SRC}
        alt="Styled"
        width={10}
        height={10}
        className="rounded"
        style={{ opacity: 0.5 }}
        id="x"
      />,
    );
    expect(img('Styled')).toHaveClass('rounded');
    expect(img('Styled').style.opacity).toBe('0.5');
    expect(img('Styled')).toHaveAttribute('id', 'x');
  });

  it('shows an SVG as it is', () => {
    render(<Image src="https://cdn.example.com/logo.svg" alt="Sponsor" width={120} height={40} />);
    expect(img('Sponsor')).toHaveAttribute('src', 'https://cdn.example.com/logo.svg');
    expect(img('Sponsor')).not.toHaveAttribute('srcset');
  });

  it('throws for an unknown preset or empty densities', () => {
    // @ts-expect-error an unknown preset, as content might send one
    expect(() => render(<Image src={SRC} alt="Bad" preset="giant" />)).toThrow(
      /Unknown image preset "giant"/,
    );
    expect(() => render(<Image src={SRC} alt="Bad" densities={[]} />)).toThrow(/densities must not be empty/);
  });
});
