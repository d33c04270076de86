import { densitySrcSet, IMAGE_PRESETS, imageUrl, placeholderUrl, responsiveWidths } from './image-url';
import {
  allowedQuality,
  allowedWidth,
  COMPONENT_IMAGE_WIDTHS,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
} from './image-variants';

const SRC = 'http://localhost:4010/images/a.jpg';
const widthsIn = (urls: string) => [...urls.matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1]));

describe('image variants', () => {
  it('are the widths the site asks for: placeholder, srcset widths, 1x and 2x of fixed widths', () => {
    expect(IMAGE_WIDTHS).toEqual([
      10, 72, 96, 120, 144, 160, 192, 240, 320, 448, 480, 640, 768, 896, 1024, 1280, 1536, 1920, 2560, 3840,
    ]);
    expect(IMAGE_QUALITIES).toEqual([50, 80]);
  });

  it('hold every width the builders make for the fixed widths and presets, unchanged', () => {
    const asked = [
      ...COMPONENT_IMAGE_WIDTHS.flatMap((width) => widthsIn(densitySrcSet(SRC, width))),
      ...Object.keys(IMAGE_PRESETS).flatMap((preset) => widthsIn(imageUrl({ src: SRC, preset }))),
      ...widthsIn(densitySrcSet(SRC)),
      ...responsiveWidths(),
      ...COMPONENT_IMAGE_WIDTHS.flatMap((width) => responsiveWidths(width)),
      ...widthsIn(placeholderUrl(SRC)),
    ];
    for (const width of asked) expect(IMAGE_WIDTHS).toContain(width);
    // Each fixed width is shown at exactly its 1x and 2x, not snapped to a larger one.
    for (const width of COMPONENT_IMAGE_WIDTHS) {
      expect(widthsIn(densitySrcSet(SRC, width))).toEqual([width, width * 2]);
    }
  });

  it('snap a width up to the next allowed one, and past the widest to the widest', () => {
    expect(allowedWidth(1)).toBe(10);
    expect(allowedWidth(11)).toBe(72);
    expect(allowedWidth(448)).toBe(448);
    expect(allowedWidth(449)).toBe(480);
    expect(allowedWidth(3000)).toBe(3840);
    expect(allowedWidth(9999)).toBe(3840);
  });

  it('snap a quality up to 50 or 80, and past 80 to 80', () => {
    expect([1, 30, 50, 51, 75, 80, 100].map(allowedQuality)).toEqual([50, 50, 50, 80, 80, 80, 80]);
  });
});
