import { useId } from 'react';
import { Image } from '@/ui/image/image';
import type { TextAndCarouselProps } from './text-and-carousel-schema';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { slideClass } from '../shared/carousel-layout';
import { Carousel } from '../shared/carousel.client';
import { unlessPagePicture } from '../shared/current-article';
import { HtmlContent } from '../shared/html-content';

// One slide per view by default.
const slide = slideClass({ base: 1 });

/** text-and-carousel: words and a button beside a carousel of captioned pictures, on either side. */
// A caption that says what the alt text says is read once: the figure's caption describes the picture.
function sameText(alt: string, caption: string | undefined): boolean {
  return caption !== undefined && alt.trim().toLowerCase() === caption.trim().toLowerCase();
}

export function TextAndCarouselBlock({
  title,
  html,
  images: given,
  button,
  imagePosition,
  theme,
  royal,
}: TextAndCarouselProps) {
  const titleId = useId();
  // The page's hero is not shown again as a slide.
  const images = given.filter((image) => unlessPagePicture(image) !== undefined);
  if (!title && !html && images.length === 0) return null;
  // With the pictures on the left the heading stands above both columns, on the page's left edge.
  const headingAbove = images.length > 0 && imagePosition === 'left';
  const heading = title ? (
    <h2 id={titleId} className="heading-section">
      {title}
    </h2>
  ) : null;
  return (
    <BlockTheme theme={theme} royal={royal}>
      {headingAbove && heading ? <div className="mb-stack">{heading}</div> : null}
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div>
          {headingAbove ? null : heading}
          {html ? <HtmlContent html={html} className="mt-stack text-lg" /> : null}
          {button ? <ActionLink link={button} className="mt-6" subject={title} /> : null}
        </div>
        {images.length > 0 ? (
          <div className={`min-w-0 ${imagePosition === 'left' ? 'md:order-first' : ''}`}>
            <Carousel label={`${title ?? 'Pictures'}: pictures`} count={images.length} step="item">
              {images.map((image, index) => (
                <li key={`${image.src}-${index}`} className={slide}>
                  <figure>
                    <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-black/10">
                      <Image
                        src={image.src}
                        alt={sameText(image.alt, image.caption) ? '' : image.alt}
                        fill
                        sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
                        className="object-cover"
                      />
                    </div>
                    {image.caption ? (
                      <figcaption className="mt-3 text-sm opacity-80">{image.caption}</figcaption>
                    ) : null}
                  </figure>
                </li>
              ))}
            </Carousel>
          </div>
        ) : null}
      </div>
    </BlockTheme>
  );
}
