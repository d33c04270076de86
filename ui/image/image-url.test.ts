import { QUARTER_CARD_SIZES, THIRD_CARD_SIZES } from '@/ui/cards/card-sizes';
import {
  densitySrcSet,
  imageUrl,
  placeholderUrl,
  largestSlot,
  responsiveWidths,
  toPixels,
  widthSrcSet,
} from './image-url';
import furlongImageLoader from './next-image-loader';

const SRC = 'http://localhost:4010/images/hero-parade-ring.jpg';
const ENCODED = encodeURIComponent(SRC);

describe('imageUrl', () => {
  it('builds a proxy URL with url, w and q, quality 80 (docs/decisions/0029) and width 1920 by default', () => {
    expect(imageUrl({ src: SRC })).toBe(`/_amplify/image?url=${ENCODED}&w=1920&q=80`);
    expect(imageUrl({ src: SRC, width: 640, quality: 50 })).toBe(`/_amplify/image?url=${ENCODED}&w=640&q=50`);
  });

  it('reads width and quality from a preset, which explicit values override', () => {
    expect(imageUrl({ src: SRC, preset: 'card' })).toBe(`/_amplify/image?url=${ENCODED}&w=448&q=80`);
    expect(imageUrl({ src: SRC, preset: 'card', width: 320 })).toContain('&w=320&q=80');
    expect(imageUrl({ src: SRC, preset: 'thumbnail', quality: 50 })).toContain('&w=240&q=50');
  });

  it('makes the placeholder at 10 wide, quality 50, blur 3', () => {
    expect(placeholderUrl(SRC)).toBe(`/_amplify/image?url=${ENCODED}&w=10&q=50&blur=3`);
    expect(imageUrl({ src: SRC, preset: 'placeholder' })).toBe(placeholderUrl(SRC));
  });

  it('accepts a width as a pixel string', () => {
    expect(imageUrl({ src: SRC, width: '448px' })).toContain('&w=448&');
    expect(imageUrl({ src: SRC, width: '448' })).toContain('&w=448&');
  });

  it('throws an Error naming an unknown provider or preset', () => {
    expect(() => imageUrl({ src: SRC, provider: 'cloudinary' })).toThrow(
      /Unknown image provider "cloudinary"/,
    );
    expect(() => imageUrl({ src: SRC, preset: 'giant' })).toThrow(/Unknown image preset "giant"/);
    expect(() => imageUrl({ src: SRC, preset: 'toString' })).toThrow(Error);
  });

  it('throws on a width that is no size', () => {
    expect(() => imageUrl({ src: SRC, width: '50%' })).toThrow(/Invalid image width "50%"/);
  });

  it('caps the width at 3840, the most the proxy makes', () => {
    expect(imageUrl({ src: SRC, width: 5000 })).toContain('&w=3840&');
  });

  it('asks only for the widths and qualities the proxy makes, snapping up', () => {
    expect(imageUrl({ src: SRC, width: 130 })).toContain('&w=144&q=80');
    expect(imageUrl({ src: SRC, width: 1000, quality: 30 })).toContain('&w=1024&q=50');
    expect(imageUrl({ src: SRC, width: 640, quality: 51 })).toContain('&w=640&q=80');
    expect(imageUrl({ src: SRC, width: 10, blur: 20 })).toContain('&w=10&q=80&blur=3');
  });

  it('leaves SVG and data: sources as they are', () => {
    expect(imageUrl({ src: 'https://cdn.example.com/logo.svg', width: 100 })).toBe(
      'https://cdn.example.com/logo.svg',
    );
    expect(imageUrl({ src: 'data:image/png;base64,AAAA' })).toBe('data:image/png;base64,AAAA');
  });

  it('takes site paths', () => {
    expect(imageUrl({ src: '/images/fallback-hero.jpg', width: 72 })).toBe(
      '/_amplify/image?url=%2Fimages%2Ffallback-hero.jpg&w=72&q=80',
    );
  });
});

describe('toPixels', () => {
  it('reads numbers and pixel strings, and nothing else', () => {
    expect(toPixels(448)).toBe(448);
    expect(toPixels('448px')).toBe(448);
    expect(toPixels(' 120 ')).toBe(120);
    expect(toPixels('50%')).toBeUndefined();
    expect(toPixels('0px')).toBeUndefined();
    expect(toPixels(undefined)).toBeUndefined();
  });
});

describe('densitySrcSet', () => {
  it('offers 1x and 2x by default', () => {
    expect(densitySrcSet(SRC, 448)).toBe(
      `/_amplify/image?url=${ENCODED}&w=448&q=80 1x, /_amplify/image?url=${ENCODED}&w=896&q=80 2x`,
    );
  });

  it('defaults to width 1920 and takes pixel strings and other densities', () => {
    expect(densitySrcSet(SRC)).toContain('&w=1920&q=80 1x');
    expect(densitySrcSet(SRC, '120px', [1, 3])).toMatch(/&w=120&q=80 1x, .*&w=448&q=80 3x$/);
  });

  it('throws on empty densities', () => {
    expect(() => densitySrcSet(SRC, 448, [])).toThrow(/densities must not be empty/);
  });
});

describe('widthSrcSet', () => {
  it('offers every width up to 2560 for an image sized by `sizes`', () => {
    const srcSet = widthSrcSet(SRC, responsiveWidths());
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '320w',
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
      '1920w',
      '2560w',
    ]);
  });

  it('stops at twice the widest slot its sizes give, and offers every width for an unbounded one', () => {
    // A card: at most 80vw of a viewport under 768 px, so 614 px, and 1280 for a 2x screen.
    const card = '(min-width: 1536px) 304px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 80vw';
    expect(largestSlot(card)).toBe(615);
    expect(responsiveWidths(largestSlot(card))).toEqual([320, 640, 768, 1024, 1280]);
    expect(largestSlot('(min-width: 1024px) 400px, 50vw')).toBe(512);
    expect(largestSlot('(min-width: 1536px) 304px, 448px')).toBe(448);
    // A card on a phone is the screen less its padding: never wider than the screen below 640 px.
    expect(largestSlot(THIRD_CARD_SIZES)).toBe(640);
    expect(responsiveWidths(largestSlot(THIRD_CARD_SIZES))).toEqual([320, 640, 768, 1024, 1280]);
    expect(largestSlot(QUARTER_CARD_SIZES)).toBe(640);
    expect(largestSlot('(min-width: 1088px) 992px, calc(100vw - 4rem)')).toBe(1088);
    // A hero fills the screen at any width; a calc() with nothing bounding it, or any other, and
    // max-width are not read.
    expect(largestSlot('100vw')).toBeUndefined();
    expect(largestSlot('(min-width: 640px) 50vw, calc(50vw + 2rem)')).toBeUndefined();
    expect(largestSlot('(min-width: 1024px) 33vw, 50vw')).toBeUndefined();
    expect(largestSlot('(max-width: 640px) 100vw, 50vw')).toBeUndefined();
    expect(largestSlot('calc(100vw - 2rem)')).toBeUndefined();
    expect(largestSlot(undefined)).toBeUndefined();
  });

  it('stops at twice a known width, or the next allowed width above it', () => {
    expect(responsiveWidths(448)).toEqual([320, 640, 768, 896]);
    // The image block's width comes from content: 2 × 500 would be a width the proxy never makes.
    expect(responsiveWidths(500)).toEqual([320, 640, 768, 1024]);
  });
});

describe('next/image loader file', () => {
  it('sends next/image through the proxy with quality 80 unless set', () => {
    expect(furlongImageLoader({ src: SRC, width: 640 })).toBe(`/_amplify/image?url=${ENCODED}&w=640&q=80`);
    expect(furlongImageLoader({ src: SRC, width: 640, quality: 50 })).toContain('&w=640&q=50');
    // next/image's own widths and its default quality 75 snap up to what the proxy makes.
    expect(furlongImageLoader({ src: SRC, width: 750, quality: 75 })).toContain('&w=768&q=80');
  });
});
