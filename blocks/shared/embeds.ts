import 'server-only';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { getEmbedHosts } from '@/platform/settings';
import {
  embedOrigin,
  OTHER_EMBEDS,
  providerOf,
  youtubeNoCookie,
  type EmbedProvider,
} from '@/ui/consent/providers';
import { htmlParserOptions } from './html-parser-options';

/** The social posts that a provider's script turns into an embed (the quote shows until then). */
export const SOCIAL_POST_CLASSES = ['twitter-tweet', 'twitter-timeline', 'instagram-media', 'tiktok-embed'];

export interface GatedHtml {
  /** The body with every embed as its consent placeholder. */
  html: string;
  /** The providers of the body's embeds, each once: the page's policy allows their frames. */
  providers: string[];
  /** The origins of its embeds from the venue's own allowed hosts (EMBED_HOSTS), each once. */
  otherOrigins: string[];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function dimension(value: string | undefined): number | null {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 && number <= 4000 ? number : null;
}

/**
 * An embed waiting for its provider's consent, as markup that is valid wherever an iframe may stand
 * (phrasing content only): the message and a 'cookie preferences' button the page's script wires to
 * the privacy manager.
 */
export function blockedEmbedMarkup(provider: EmbedProvider, attributes: Record<string, string>): string {
  const data = Object.entries(attributes)
    .map(([name, value]) => ` data-embed-${name}="${escapeAttribute(value)}"`)
    .join('');
  const ratio = attributes.ratio ? ` style="aspect-ratio:${escapeAttribute(attributes.ratio)}"` : '';
  return (
    `<span data-embed="${provider.key}" data-embed-name="${escapeAttribute(provider.name)}"${data}${ratio} ` +
    'class="my-4 flex w-full items-center justify-center rounded-lg bg-turf-950/5 p-6 text-center text-sm not-italic text-ink/80 ring-1 ring-turf-950/10">' +
    `<span class="block max-w-prose">This feature (${escapeText(provider.name)}) is currently not available because you need to provide consent to functional cookies. Please update your ` +
    '<button type="button" data-cookie-preferences class="cursor-pointer font-semibold text-turf-900 underline underline-offset-2">cookie preferences</button></span></span>'
  );
}

function replaceWith(node: Element, markup: string): void {
  const [replacement] = parseDocument(markup, htmlParserOptions).children;
  if (replacement) DomUtils.replaceElement(node, replacement);
}

/**
 * Every iframe of a (sanitized) body becomes its provider's consent placeholder, which the browser swaps for
 * the frame once that provider is allowed; YouTube frames go to the no-cookie domain. A frame from one of the
 * venue's allowed hosts (`otherHosts`, EMBED_HOSTS) is gated the same way, under one consent vendor
 * (OTHER_EMBEDS). A frame of no known provider or host is dropped. Social posts keep their quote and get the
 * placeholder after it; their provider's script runs only with consent (reinsert-scripts).
 */
export function gateEmbeds(html: string, otherHosts: readonly string[] = getEmbedHosts()): GatedHtml {
  if (!/<(iframe|blockquote)\b/i.test(html)) return { html, providers: [], otherOrigins: [] };
  const document = parseDocument(html, htmlParserOptions);
  const providers = new Set<string>();
  const otherOrigins = new Set<string>();
  for (const frame of DomUtils.getElementsByTagName('iframe', document, true)) {
    const src = frame.attribs.src ?? '';
    const provider = providerOf(src, otherHosts);
    if (!provider) {
      DomUtils.removeElement(frame);
      continue;
    }
    providers.add(provider.key);
    if (provider === OTHER_EMBEDS) {
      const origin = embedOrigin(src);
      if (origin) otherOrigins.add(origin);
    }
    const width = dimension(frame.attribs.width);
    const height = dimension(frame.attribs.height);
    const attributes: Record<string, string> = { src: youtubeNoCookie(src) };
    if (frame.attribs.title) attributes.title = frame.attribs.title;
    if (frame.attribs.allow) attributes.allow = frame.attribs.allow;
    if ('allowfullscreen' in frame.attribs) attributes.allowfullscreen = '';
    attributes.ratio = width && height ? `${width} / ${height}` : '16 / 9';
    replaceWith(frame, blockedEmbedMarkup(provider, attributes));
  }
  for (const quote of DomUtils.getElementsByTagName('blockquote', document, true)) {
    const classes = (quote.attribs.class ?? '').split(/\s+/);
    if (!classes.some((name) => SOCIAL_POST_CLASSES.includes(name))) continue;
    const provider =
      providerOf(quote.attribs['data-instgrm-permalink'] ?? quote.attribs.cite ?? '') ??
      providerOf(DomUtils.findOne((el) => el.name === 'a', quote.children, true)?.attribs.href ?? '');
    if (!provider) continue;
    providers.add(provider.key);
    const [placeholder] = parseDocument(
      blockedEmbedMarkup(provider, { post: '' }),
      htmlParserOptions,
    ).children;
    if (placeholder) DomUtils.append(quote, placeholder);
  }
  return {
    html: DomUtils.getOuterHTML(document.children),
    providers: [...providers],
    otherOrigins: [...otherOrigins],
  };
}
