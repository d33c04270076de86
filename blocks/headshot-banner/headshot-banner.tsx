import { useId } from 'react';
import { Image } from '@/ui/image/image';
import type { HeadshotBannerProps } from './headshot-banner-schema';
import { HeadshotLink } from './headshot-link.client';

/** memorial-headshot-banner: a portrait with a tribute, signed, named, and a way on into the site. */
export function HeadshotBannerBlock({ portrait, text, signature, name, role, link }: HeadshotBannerProps) {
  const headingId = useId();
  return (
    <section className="border-y border-gold-400/40 bg-cream py-section text-ink">
      <div
        className={`container-page grid items-center gap-10 ${portrait ? 'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16' : ''}`}
      >
        {portrait ? (
          <div className="relative mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-xl md:order-last bg-turf-100 shadow-xl ring-1 ring-gold-500/50">
            <Image
              src={portrait.src}
              alt={portrait.alt}
              fill
              sizes="(min-width: 768px) 384px, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <div>
          {text ? (
            <p className="font-display text-xl leading-relaxed text-ink/85 sm:text-2xl">{text}</p>
          ) : null}
          {signature ? (
            <Image
              src={signature.src}
              alt={signature.alt}
              width={240}
              height={80}
              className="mt-8 h-16 w-auto object-contain"
            />
          ) : null}
          {name ? (
            <h2 id={headingId} className="mt-6 heading-section">
              {name}
            </h2>
          ) : null}
          {role ? <p className="mt-1 eyebrow text-turf-700">{role}</p> : null}
          {link ? (
            <div className="mt-8">
              <HeadshotLink link={link} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
