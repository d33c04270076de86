import { safeHref } from '@/platform/shared/safe-href';
import { Image } from '@/ui/image/image';
import type { Sponsor } from './sponsor';

// 'Sponsored by' with the sponsor's logo, else its name, linking to the sponsor in a new tab.
export function SponsoredBy({ sponsor }: { sponsor: Sponsor }) {
  const name = sponsor.text || 'Sponsor';
  const href = safeHref(sponsor.linkUrl);
  const mark = sponsor.imageUrl ? (
    <Image src={sponsor.imageUrl} alt={name} width={120} height={40} className="h-8 w-auto object-contain" />
  ) : (
    <span className="font-semibold">{name}</span>
  );
  return (
    <p className="container-page flex items-center justify-end gap-3 py-2 text-xs tracking-widest text-ink/70 uppercase">
      <span>Sponsored by</span>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="normal-case tracking-normal">
          {mark}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="normal-case tracking-normal">{mark}</span>
      )}
    </p>
  );
}
