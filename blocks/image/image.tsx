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

// A link to a file (a map, a PDF) rather than a page: the figure offers it as a download.
const DOWNLOADABLE = /\.(pdf|jpe?g|png|webp|gif|svg|zip)$/i;

/** The file a link fetches, by its address's last segment ('hero-course-map.jpg'), or null for a page. */
export function downloadOf(href: string | undefined): { type: string } | null {
  if (!href) return null;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  const match = DOWNLOADABLE.exec(path);
  if (!match) return null;
  const extension = match[1]!.toUpperCase();
  return { type: extension === 'JPEG' ? 'JPG' : extension };
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ImageBlock({ src, alt, caption, title, href, width, height }: ImageBlockProps) {
  const picture = <Picture src={src} alt={alt} width={width} height={height} />;
  const download = downloadOf(href);
  if (href && download) {
    const name = title ? `the ${title.charAt(0).toLowerCase()}${title.slice(1)}` : 'the file';
    return (
      <figure className="mx-auto my-8 max-w-5xl px-4">
        {picture}
        <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink/70">
          {caption ? <span>{caption}</span> : null}
          <a
            href={href}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-turf-900 px-5 py-2 text-sm font-semibold text-cream hover:bg-turf-700 sm:text-base"
          >
            <DownloadIcon />
            {`Download ${name} `}
            <span className="font-normal text-cream/80">({download.type})</span>
          </a>
        </figcaption>
      </figure>
    );
  }
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
