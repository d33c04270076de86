import { Image } from '@/ui/image/image';
import { SiteLink } from '@/ui/link/site-link.client';
import type { ImageBlockProps } from './image-schema';

// The figure's width: the page's and its own padding (2rem each side) inside at most 64rem.
const sizes = '(min-width: 1088px) 992px, calc(100vw - 4rem)';

function Picture({ src, alt, width, height }: Pick<ImageBlockProps, 'src' | 'alt' | 'width' | 'height'>) {
  if (width && height) {
    return (
      <Image
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        className="h-auto w-full rounded-lg"
      />
    );
  }
  // Without known dimensions the image fills a box of fixed ratio, so nothing shifts as it loads.
  return (
    <span className="relative block aspect-[16/9] w-full overflow-hidden rounded-lg bg-turf-100">
      <Image src={src} alt={alt} fill sizes={sizes} className="object-cover" />
    </span>
  );
}

export function ImageBlock({ src, alt, caption, href, width, height }: ImageBlockProps) {
  const picture = <Picture src={src} alt={alt} width={width} height={height} />;
  return (
    <figure className="container-page my-part">
      {href ? (
        <SiteLink href={href} className="block transition-opacity hover:opacity-90">
          {picture}
        </SiteLink>
      ) : (
        picture
      )}
      {caption ? <figcaption className="mt-3 text-sm text-ink/70">{caption}</figcaption> : null}
    </figure>
  );
}
