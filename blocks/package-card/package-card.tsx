import { PHONE_CARD } from '@/ui/cards/card-sizes';
import { Image } from '@/ui/image/image';
import { MAX_BENEFITS, type PackageCardProps } from './package-card-schema';
import { ActionLink } from '../shared/action-link';
import { CardFrame, StandaloneCard } from '../shared/card-frame';
import { leadsToThisPage, unlessPagePicture, unlessPageSummary } from '../shared/current-article';

/** A package or membership card: title, words, price, up to 8 benefits, picture and two buttons. */
export function PackageCard({
  title,
  description,
  image,
  graphic,
  prePrice,
  price,
  postPrice,
  benefits,
  buyNow,
  learnMore,
  imageSizes = `(min-width: 1024px) 400px, (min-width: 640px) 50vw, ${PHONE_CARD}`,
}: PackageCardProps & {
  /** The width the card's picture is drawn at, where a row or carousel knows it better than the card. */
  imageSizes?: string;
}) {
  return (
    <CardFrame>
      {image ? (
        <div className="relative aspect-[4/3] w-full overflow-hidden bg-turf-900">
          <Image src={image.src} alt={image.alt} fill sizes={imageSizes} className="object-cover" />
          {graphic ? (
            <Image
              src={graphic.src}
              alt={graphic.alt}
              width={72}
              height={72}
              className="absolute right-3 bottom-3 h-18 w-18 rounded-full object-cover ring-2 ring-white"
            />
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {title ? <h3 className="text-xl leading-snug font-bold text-turf-950">{title}</h3> : null}
        {description ? <p className="text-ink/70">{description}</p> : null}
        {price ? (
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            {prePrice ? <span className="text-sm text-ink/70">{prePrice}</span> : null}
            <span className="text-2xl font-bold text-turf-900">{price}</span>
            {postPrice ? <span className="text-sm text-ink/70">{postPrice}</span> : null}
          </p>
        ) : null}
        {benefits.length > 0 ? (
          <ul className="space-y-1.5 text-sm">
            {benefits.slice(0, MAX_BENEFITS).map((benefit, index) => (
              <li key={`${index}-${benefit}`} className="flex gap-2">
                <span aria-hidden="true" className="text-gold-500">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          {buyNow ? <ActionLink link={buyNow} subject={title} /> : null}
          {learnMore ? <ActionLink link={learnMore} variant="outline" subject={title} /> : null}
        </div>
      </div>
    </CardFrame>
  );
}

/**
 * The package-membership-card block placed directly on a page; on the package's own page, whose hero
 * is its picture, the card is its price, benefits and buying alone.
 */
export function PackageCardBlock(props: PackageCardProps) {
  const image = unlessPagePicture(props.image);
  return (
    <StandaloneCard>
      <PackageCard
        {...props}
        image={image}
        graphic={image ? props.graphic : undefined}
        description={unlessPageSummary(props.description)}
        learnMore={leadsToThisPage(props.learnMore?.href) ? undefined : props.learnMore}
      />
    </StandaloneCard>
  );
}
