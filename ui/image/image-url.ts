// URL builders for the image proxy (GET /_amplify/image with url, w, q). Plain code with
// no server imports: the Image component, next/image's loader file and client components all use it.

import { IMAGE_PROXY_PATH } from '@/shared/image-format.mjs';
import {
  allowedBlur,
  allowedQuality,
  allowedWidth,
  DEFAULT_DENSITIES,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_PRESETS,
  MAX_IMAGE_WIDTH,
  RESPONSIVE_WIDTHS,
  type ImagePresetSettings,
} from './image-variants';

export {
  DEFAULT_DENSITIES,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_PRESETS,
  MAX_IMAGE_WIDTH,
  PLACEHOLDER,
  RESPONSIVE_WIDTHS,
  type ImagePresetSettings,
} from './image-variants';

export type ImagePreset = keyof typeof IMAGE_PRESETS;
export const IMAGE_PROVIDERS = ['amplify'] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

/** A size given as a number or a pixel string ('448px', '448'). */
export type PixelSize = number | `${number}` | `${number}px`;

export class ImageOptionError extends Error {
  override readonly name = 'ImageOptionError';
}

/** 448, '448' and '448px' are 448; anything else (a percentage, NaN, 0 or less) is undefined. */
export function toPixels(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  const pixels = match?.[1] === undefined ? NaN : Number(match[1]);
  return pixels > 0 ? Math.round(pixels) : undefined;
}

export function presetSettings(preset: string = 'default'): ImagePresetSettings {
  if (!Object.hasOwn(IMAGE_PRESETS, preset)) throw new ImageOptionError(`Unknown image preset "${preset}"`);
  return IMAGE_PRESETS[preset as ImagePreset];
}

function checkProvider(provider: string): void {
  if (!(IMAGE_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ImageOptionError(`Unknown image provider "${provider}"`);
  }
}

/** Sources the proxy does not transform: inline data, and SVG (served as it is, as next/image does). */
export function isPassThroughSource(src: string): boolean {
  return /^(data|blob):/i.test(src) || /\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? '');
}

export interface ImageUrlOptions {
  src: string;
  width?: number | string;
  quality?: number;
  /** Only 'amplify' (our own proxy) exists; any other name is an error. */
  provider?: string;
  /** Width and quality (and blur) to use when not given; an unknown name is an error. */
  preset?: string;
  blur?: number;
}

/** The proxy URL for one image at one width. */
export function imageUrl({
  src,
  width,
  quality,
  provider = 'amplify',
  preset,
  blur,
}: ImageUrlOptions): string {
  checkProvider(provider);
  const settings = presetSettings(preset);
  if (isPassThroughSource(src)) return src;
  const pixels = width === undefined ? settings.width : toPixels(width);
  if (pixels === undefined) throw new ImageOptionError(`Invalid image width "${String(width)}"`);
  // Snapped to the variants the proxy makes, so no width or quality given here makes one more.
  return imageProxyAddress({
    url: src,
    w: allowedWidth(pixels),
    q: allowedQuality(Math.round(quality ?? settings.quality)),
    blur: allowedBlur(blur ?? settings.blur),
  });
}

/**
 * The one address of a picture of the proxy's, for values it makes (ui/image/image-variants.ts): the
 * form every page writes, the only one the proxy lets a shared cache keep.
 */
export function imageProxyAddress({
  url,
  w,
  q,
  blur,
}: {
  url: string;
  w: number;
  q: number;
  blur?: number | undefined;
}): string {
  const query = `url=${encodeURIComponent(url)}&w=${w}&q=${q}`;
  return `${IMAGE_PROXY_PATH}?${blur ? `${query}&blur=${blur}` : query}`;
}

export type SrcSetOptions = Omit<ImageUrlOptions, 'src' | 'width'>;

/** `… 1x, … 2x`: the image at `width` times each density (1 and 2 by default). */
export function densitySrcSet(
  src: string,
  width: number | string = DEFAULT_IMAGE_WIDTH,
  densities: readonly number[] = DEFAULT_DENSITIES,
  options: SrcSetOptions = {},
): string {
  if (densities.length === 0) throw new ImageOptionError('Image densities must not be empty');
  const base = toPixels(width);
  if (base === undefined) throw new ImageOptionError(`Invalid image width "${String(width)}"`);
  return densities
    .map((density) => `${imageUrl({ ...options, src, width: base * density })} ${density}x`)
    .join(', ');
}

/** The widths of a `w` srcset: all of them, or up to twice a known width (a 2x screen's need). */
export function responsiveWidths(maxWidth?: number): number[] {
  if (maxWidth === undefined) return [...RESPONSIVE_WIDTHS];
  // A content-given width (the image block's) would make any cap: the next allowed width instead.
  const cap = allowedWidth(Math.min(maxWidth * 2, MAX_IMAGE_WIDTH));
  const widths = RESPONSIVE_WIDTHS.filter((width) => width < cap);
  return [...widths, cap];
}

// `(min-width: Npx)` then a px or vw length, or a vw length less a fixed one, `calc(100vw - 4rem)`, which
// is never wider than its vw part.
const SIZE_ENTRY =
  /^(?:\(\s*min-width:\s*(\d+(?:\.\d+)?)px\s*\)\s+)?(?:(\d+(?:\.\d+)?)(px|vw)|calc\(\s*(\d+(?:\.\d+)?)vw\s*-\s*\d+(?:\.\d+)?(?:px|r?em)\s*\))$/;

/**
 * The widest an image is ever drawn, in CSS pixels, by its `sizes` attribute: a list of
 * `(min-width: Npx)` conditions and px or vw lengths (or a vw less a fixed length). An entry holds only
 * below the widths of the conditions before it, which bounds its vw. Undefined when unbounded (a last or
 * unconditioned vw with nothing before it, as a hero's `100vw`) or in a form this does not read: every
 * width is then offered.
 */
export function largestSlot(sizes: string | undefined): number | undefined {
  if (!sizes) return undefined;
  let below = Infinity;
  let largest = 0;
  for (const entry of sizes.split(',')) {
    const match = SIZE_ENTRY.exec(entry.trim());
    if (!match) return undefined;
    const [, minWidth, length, unit, reducedVw] = match;
    const slot = unit === 'px' ? Number(length) : (Number(length ?? reducedVw) / 100) * below;
    largest = Math.max(largest, slot);
    if (minWidth === undefined) break;
    below = Math.min(below, Number(minWidth));
  }
  return Number.isFinite(largest) && largest > 0 ? Math.ceil(largest) : undefined;
}

/** `… 320w, … 640w, …`: for an image whose rendered width the `sizes` attribute describes. */
export function widthSrcSet(src: string, widths: readonly number[], options: SrcSetOptions = {}): string {
  if (widths.length === 0) throw new ImageOptionError('Image widths must not be empty');
  return widths.map((width) => `${imageUrl({ ...options, src, width })} ${width}w`).join(', ');
}

/** The low-quality placeholder (10x10, quality 50, blur 3). */
export function placeholderUrl(src: string, provider?: string): string {
  return imageUrl({ src, provider, preset: 'placeholder' });
}
