import { CopyLinkButton } from './copy-link-button.client';
import { shareTargets } from './share-targets';

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-current/20 px-4 text-sm font-semibold transition-colors hover:border-gold-500 hover:text-turf-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/**
 * Share links: Facebook, X and LinkedIn as plain links that open the network in a new
 * tab, and 'Copy link', all for the site's address of this page.
 */
export function ShareLinks({ url, title, label = 'Share' }: { url: string; title: string; label?: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <h2 className="mr-2 text-sm font-bold tracking-widest text-ink/70 uppercase">{label}</h2>
      {shareTargets(url, title).map(({ network, href }) => (
        <a key={network} href={href} target="_blank" rel="noopener noreferrer" className={chip}>
          {network}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
      <CopyLinkButton url={url} className={`${chip} cursor-pointer`} />
    </nav>
  );
}
