import { LinkLabel } from '@/ui/link/link-label';
import { linkName } from '@/ui/link/link-text';
import { SiteLink } from '@/ui/link/site-link.client';
import type { LinkProps } from './fields';

interface ActionLinkProps {
  link: LinkProps;
  variant?: 'solid' | 'outline' | 'text';
  className?: string;
  /** The title of what the link leads to (the card's or block's): named after a generic label. */
  subject?: string | undefined;
}

const variants = {
  solid: 'rounded-full bg-gold-500 px-6 py-3 font-semibold text-turf-950 hover:bg-gold-400',
  outline: 'rounded-full border-2 border-current px-6 py-2.5 font-semibold hover:bg-current/10',
  text: 'font-semibold underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-current',
};

/** A link from content; a generic label ('Learn more') names its subject; a new-tab link says so to screen readers and is opened safely. */
export function ActionLink({ link, variant = 'solid', className = '', subject }: ActionLinkProps) {
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <SiteLink
      href={link.href}
      className={`inline-flex items-center gap-2 ${variants[variant]} ${className}`}
      aria-label={linkName(link.label, subject, link.newTab)}
      {...newTab}
    >
      <LinkLabel text={link.label} subject={subject} />
      {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </SiteLink>
  );
}
