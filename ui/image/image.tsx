import type { CSSProperties, ImgHTMLAttributes } from 'react';
import {
  DEFAULT_DENSITIES,
  DEFAULT_IMAGE_WIDTH,
  densitySrcSet,
  imageUrl,
  isPassThroughSource,
  placeholderUrl,
  presetSettings,
  largestSlot,
  responsiveWidths,
  toPixels,
  widthSrcSet,
  type ImageProvider,
  type ImagePreset,
  type PixelSize,
} from './image-url';
import { LAZY_PLACEHOLDER, PLACEHOLDER_PROPERTY } from './lazy-placeholder';

type NativeImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'decoding' | 'sizes' | 'placeholder'
>;

export interface ImageProps extends NativeImgProps {
  src: string;
  alt: string;
  /** A number or a pixel string such as '448px'. */
  width?: PixelSize;
  height?: PixelSize;
  /** Fill the nearest positioned parent, which gives the size (so nothing shifts as it loads). */
  fill?: boolean;
  /** With `sizes` the browser picks from a width srcset; without, from 1x/2x densities. */
  sizes?: string;
  /**
   * The largest image above the fold: loaded at once and first. It is not preloaded with a <link>:
   * React sends preload hints with a route's payload, so prefetching a page would download its
   * hero; an eager, high-priority <img> near the top of the HTML is found as early by the browser.
   */
  priority?: boolean;
  /** next/image 16's name for `priority`. */
  preload?: boolean;
  /** Lazy (default) or eager. */
  loading?: 'lazy' | 'eager';
  /** Async (default), auto or sync. */
  decoding?: 'async' | 'auto' | 'sync';
  /** 1 to 100; default 80 (docs/decisions/0029). */
  quality?: number;
  preset?: ImagePreset;
  provider?: ImageProvider;
  /** 1 and 2 by default. */
  densities?: readonly number[];
  /** 'blur' (the default, except for PNG, GIF and SVG, which may be transparent) or 'empty'. */
  placeholder?: 'blur' | 'empty';
  /** Use the source as it is, without the proxy. */
  unoptimized?: boolean;
}

// Classes rather than inline styles: a page's HTML, and its server-component payload, carry each image's
// style twice; a class is a few bytes, the same style inline about 190.
const FILL_CLASS = 'absolute inset-0 size-full';
// The alt text must not paint over the placeholder while the image loads (as next/image does).
const IMAGE_CLASS = 'text-transparent';

function mayBeTransparent(src: string): boolean {
  return /\.(png|gif|svg)$/i.test(src.split(/[?#]/, 1)[0] ?? '');
}

// A low-quality placeholder shows until the real image loads. It is the element's own
// background, so the image paints over it when it arrives. It is fitted like the image (object-fit
// contain → background-size contain) so nothing shows around a letterboxed image.
//
// An image the browser loads at once has its placeholder at once. A lazy image's placeholder is only
// named, in a custom property, which fetches nothing: the browser would otherwise fetch a background at
// once, so a long page asked for forty placeholders of pictures far below the screen before its first
// paint. It is drawn when the picture comes near the screen (lazy-placeholders.client.tsx, app/globals.css),
// or at once without JavaScript.
function placeholder(
  src: string,
  provider: string | undefined,
  lazy: boolean,
  className?: string,
  style?: CSSProperties,
) {
  const contain = style?.objectFit === 'contain' || /(^|\s)object-contain(\s|$)/.test(className ?? '');
  const position = typeof style?.objectPosition === 'string' ? style.objectPosition : undefined;
  const image = `url("${placeholderUrl(src, provider)}")`;
  return {
    className: `${contain ? 'bg-contain' : 'bg-cover'} bg-no-repeat${position ? '' : ' bg-center'}`,
    attributes: lazy ? { [LAZY_PLACEHOLDER]: '' } : {},
    style: {
      ...(lazy ? { [PLACEHOLDER_PROPERTY]: image } : { backgroundImage: image }),
      ...(position ? { backgroundPosition: position } : {}),
    } as CSSProperties,
  };
}

/**
 * An `<img>` served through our image proxy: a drop-in for the next/image props the site uses, plus
 * `decoding`, `preset` and `densities`. A Server Component with no client JavaScript.
 */
export function Image({
  src,
  alt,
  width,
  height,
  fill = false,
  sizes,
  priority = false,
  preload = false,
  loading,
  decoding = 'async',
  quality,
  preset,
  provider,
  densities = DEFAULT_DENSITIES,
  placeholder: placeholderKind,
  unoptimized = false,
  className,
  style,
  ...rest
}: ImageProps) {
  const widthPx = toPixels(width);
  const heightPx = toPixels(height);
  const urgent = priority || preload;
  const direct = unoptimized || isPassThroughSource(src);
  const options = { quality, provider, preset };
  // Default width 1920 (or the preset's) when the image has none.
  const baseWidth = widthPx ?? (preset ? presetSettings(preset).width : DEFAULT_IMAGE_WIDTH);
  const effectiveSizes = sizes ?? (fill ? '100vw' : undefined);

  let srcSet: string | undefined;
  let url = src;
  if (!direct && effectiveSizes) {
    // Up to twice the widest the image is drawn: its width, or the widest slot its sizes give.
    const slot = largestSlot(effectiveSizes);
    const widths = responsiveWidths(fill ? slot : (widthPx ?? slot));
    srcSet = widthSrcSet(src, widths, options);
    url = imageUrl({ ...options, src, width: widths[widths.length - 1] });
  } else if (!direct) {
    srcSet = densitySrcSet(src, baseWidth, densities, options);
    url = imageUrl({ ...options, src, width: baseWidth });
  }

  const lazy = !urgent && loading !== 'eager';
  const showPlaceholder =
    !direct && (placeholderKind ?? (mayBeTransparent(src) ? 'empty' : 'blur')) === 'blur';
  const backdrop = showPlaceholder ? placeholder(src, provider, lazy, className, style) : null;
  const classes = [fill ? FILL_CLASS : '', backdrop?.className ?? '', IMAGE_CLASS, className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    // A plain <img> on purpose: this component is our replacement for next/image.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...rest}
      {...backdrop?.attributes}
      alt={alt}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? effectiveSizes : undefined}
      width={fill ? undefined : widthPx}
      height={fill ? undefined : heightPx}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={urgent ? 'high' : undefined}
      decoding={decoding}
      className={classes}
      style={backdrop || style ? { ...backdrop?.style, ...style } : undefined}
    />
  );
}

export default Image;
