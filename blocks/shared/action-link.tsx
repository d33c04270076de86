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

// The design system's button family (docs/design-system.md): primary, secondary, text link.
const variants = {
  solid: 'btn btn-primary',
  outline: 'btn btn-secondary',
  text: 'btn-link',
};

/** A link from content; a generic label ('Learn more') names its subject; a new-tab link says so to screen readers and is opened safely. */
export function ActionLink({ link, variant = 'solid', className = '', subject }: ActionLinkProps) {
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <SiteLink
      href={link.href}
      className={`${variants[variant]} ${className}`}
      aria-label={linkName(link.label, subject, link.newTab)}
      {...newTab}
    >
      <LinkLabel text={link.label} subject={subject} />
      {link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </SiteLink>
  );
}
