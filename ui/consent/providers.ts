/**
 * The providers whose embeds need their own consent, recognised from the embed's address. A host matches a
 * domain only as itself or as a subdomain of it, so `youtube.com.evil.example` is nobody's.
 */
export interface EmbedProvider {
  key: string;
  /** The name the blocked message shows. */
  name: string;
  /** Vendor names in the consent platform that stand for this provider (lower case). */
  vendorNames: readonly string[];
  domains: readonly string[];
}

/** The provider of an embed from one of the venue's own allowed hosts (EMBED_HOSTS). */
export const OTHER_EMBEDS: EmbedProvider = {
  key: 'other',
  name: 'embedded maps and widgets',
  vendorNames: ['embedded content', 'other embedded content'],
  domains: [],
};

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    key: 'meta',
    name: 'Facebook',
    vendorNames: ['facebook', 'meta'],
    domains: ['facebook.com', 'facebook.net', 'fb.com', 'fb.watch'],
  },
  {
    key: 'instagram',
    name: 'Instagram',
    vendorNames: ['instagram'],
    domains: ['instagram.com', 'instagr.am', 'cdninstagram.com'],
  },
  { key: 'tiktok', name: 'TikTok', vendorNames: ['tiktok'], domains: ['tiktok.com', 'tiktokcdn.com'] },
  {
    key: 'twitter',
    name: 'X (Twitter)',
    vendorNames: ['twitter', 'x', 'x (twitter)'],
    domains: ['twitter.com', 'x.com', 't.co', 'twimg.com'],
  },
  {
    key: 'youtube',
    name: 'YouTube',
    vendorNames: ['youtube'],
    domains: ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'ytimg.com'],
  },
  { key: 'typeform', name: 'Typeform', vendorNames: ['typeform'], domains: ['typeform.com'] },
  { key: 'linkedin', name: 'LinkedIn', vendorNames: ['linkedin'], domains: ['linkedin.com', 'licdn.com'] },
  {
    key: 'dailymotion',
    name: 'Dailymotion',
    vendorNames: ['dailymotion'],
    domains: ['dailymotion.com', 'dai.ly', 'dmcdn.net'],
  },
  // Hosts the venue allows besides the providers above (EMBED_HOSTS: maps, booking widgets, Vimeo), under
  // one vendor of the consent platform; its domains are the setting's, given to providerOf by the server.
  OTHER_EMBEDS,
];

function hostOf(address: string): string | null {
  try {
    const url = new URL(address, 'https://invalid.invalid');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.hostname === 'invalid.invalid' ? null : url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The provider an embed's address belongs to, or null for an address of nobody we know: a listed
 * provider's domain, else one of `otherHosts` (EMBED_HOSTS, each with its subdomains) as OTHER_EMBEDS.
 */
export function providerOf(address: string, otherHosts: readonly string[] = []): EmbedProvider | null {
  const host = hostOf(address.trim());
  if (!host) return null;
  const known = EMBED_PROVIDERS.find((provider) => provider.domains.some((d) => onDomain(host, d)));
  if (known) return known;
  // A host may be given with its port (EMBED_HOSTS accepts host:port); frames are matched by name.
  return otherHosts.some((allowed) => onDomain(host, allowed.toLowerCase().split(':')[0]!))
    ? OTHER_EMBEDS
    : null;
}

/** The origin an embed's frame is loaded from (for the page's policy), or null. */
export function embedOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const YOUTUBE_VIDEO_HOSTS = ['youtube.com', 'youtu.be'];

/**
 * YouTube addresses go to the privacy (no-cookie) domain. `youtu.be/ID` and `youtube.com/watch?v=ID` become
 * the no-cookie embed address; other addresses are kept.
 */
export function youtubeNoCookie(address: string): string {
  const host = hostOf(address.trim());
  if (!host || !YOUTUBE_VIDEO_HOSTS.some((d) => onDomain(host, d))) return address;
  const url = new URL(address.trim(), 'https://invalid.invalid');
  let id: string | null = null;
  if (onDomain(host, 'youtu.be')) id = url.pathname.split('/')[1] ?? null;
  else if (url.pathname === '/watch') id = url.searchParams.get('v');
  else {
    const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
    id = match?.[1] ?? null;
  }
  if (!id || !/^[\w-]{1,64}$/.test(id)) return address;
  const start = url.searchParams.get('t') ?? url.searchParams.get('start');
  const seconds = start && /^\d+s?$/.test(start) ? `?start=${parseInt(start, 10)}` : '';
  return `https://www.youtube-nocookie.com/embed/${id}${seconds}`;
}

/** The origins a page needs for these providers' frames and scripts: each domain and its subdomains. */
export function embedSourcesOf(providerKeys: readonly string[]): string[] {
  return EMBED_PROVIDERS.filter((provider) => providerKeys.includes(provider.key)).flatMap((provider) =>
    provider.domains.flatMap((domain) => [`https://${domain}`, `https://*.${domain}`]),
  );
}
