// The image variants the site asks for and the proxy makes (docs/decisions/0008). The URL builders and
// the proxy both snap to these lists, so the site never asks for a variant the proxy would not make, and
// any URL, however odd its w or q, maps to one of a bounded number of renditions per image.

/** The widest image the proxy makes. */
export const MAX_IMAGE_WIDTH = 3840;
/** Default width 1920, densities 1 and 2, quality 80 (docs/decisions/0029). */
export const DEFAULT_IMAGE_WIDTH = 1920;
export const DEFAULT_IMAGE_QUALITY = 80;
export const DEFAULT_DENSITIES: readonly number[] = [1, 2];
/** The placeholder is 10x10 at quality 50 with blur 3 (the proxy keeps the source's aspect). */
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/** Widths offered to the browser when the image's rendered width comes from `sizes`. */
export const RESPONSIVE_WIDTHS: readonly number[] = [320, 640, 768, 1024, 1280, 1536, 1920, 2560];

export interface ImagePresetSettings {
  width: number;
  quality: number;
  blur?: number;
}

export const IMAGE_PRESETS = {
  default: { width: DEFAULT_IMAGE_WIDTH, quality: DEFAULT_IMAGE_QUALITY },
  hero: { width: 2560, quality: DEFAULT_IMAGE_QUALITY },
  // The event card's image is 448 wide.
  card: { width: 448, quality: DEFAULT_IMAGE_QUALITY },
  thumbnail: { width: 240, quality: DEFAULT_IMAGE_QUALITY },
  placeholder: { width: PLACEHOLDER.width, quality: PLACEHOLDER.quality, blur: PLACEHOLDER.blur },
} as const satisfies Record<string, ImagePresetSettings>;

/**
 * The fixed `width` components give `<Image>`, shown at 1x and 2x: package-card badge 72, table icon
 * 96, sponsor, poll and hero logos 120, versatile-block logo 160, headshot-banner logo 240, event card
 * 448. A new component width belongs here (ui/image/site-image-widths.test.tsx checks the blocks).
 */
export const COMPONENT_IMAGE_WIDTHS: readonly number[] = [72, 96, 120, 160, 240, 448];

function atDensities(width: number): number[] {
  return DEFAULT_DENSITIES.map((density) => Math.min(Math.round(width * density), MAX_IMAGE_WIDTH));
}

const DENSITY_BASE_WIDTHS = [
  DEFAULT_IMAGE_WIDTH,
  ...Object.values(IMAGE_PRESETS)
    .filter((preset) => preset.width !== PLACEHOLDER.width)
    .map((preset) => preset.width),
  ...COMPONENT_IMAGE_WIDTHS,
];

/** Every width the proxy makes: the placeholder, the `sizes` srcset widths, 1x and 2x of fixed widths. */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set([
    PLACEHOLDER.width,
    ...RESPONSIVE_WIDTHS,
    ...DENSITY_BASE_WIDTHS.flatMap(atDensities),
    MAX_IMAGE_WIDTH,
  ]),
].sort((a, b) => a - b);

/** The qualities the proxy makes: the placeholder's 50 and everything else's 80 (docs/decisions/0029). */
export const IMAGE_QUALITIES: readonly number[] = [PLACEHOLDER.quality, DEFAULT_IMAGE_QUALITY];

function snapUp(value: number, allowed: readonly number[]): number {
  return allowed.find((candidate) => candidate >= value) ?? allowed[allowed.length - 1]!;
}

/** The smallest allowed width at least `width` (never a blurrier image than asked), at most the widest. */
export function allowedWidth(width: number): number {
  return snapUp(width, IMAGE_WIDTHS);
}

/** The smallest allowed quality at least `quality`, at most the highest: 1–50 is 50, 51–100 is 80. */
export function allowedQuality(quality: number): number {
  return snapUp(quality, IMAGE_QUALITIES);
}

/** Any blur is the placeholder's: it is the only blurred image the site shows. */
export function allowedBlur(blur: number | undefined): number | undefined {
  return blur ? PLACEHOLDER.blur : undefined;
}
