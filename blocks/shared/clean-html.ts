import 'server-only';
import sanitizeHtml, { type Attributes, type IFrame, type IOptions } from 'sanitize-html';
import { getEmbedHosts } from '@/platform/settings';
import { EMBED_PROVIDERS } from '@/ui/consent/providers';
import { SOCIAL_POST_CLASSES } from './embeds';
import { htmlParserOptions, MAX_HTML_NESTING } from './html-parser-options';

// What editors write in a body: headings, paragraphs, lists, links, images, tables, quotes, emphasis,
// and embeds: frames of the known providers and their social posts, gated behind consent (embeds.ts).
const allowedTags = (
  'h1 h2 h3 h4 h5 h6 p br hr div span section article aside ul ol li dl dt dd a img figure ' +
  'figcaption blockquote q cite table caption colgroup col thead tbody tfoot tr th td strong b ' +
  'em i u s del ins sub sup small mark abbr code pre kbd time address iframe'
).split(' ');

const allowedAttributes: IOptions['allowedAttributes'] = {
  '*': ['lang', 'dir', 'title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'frameborder'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  th: ['colspan', 'rowspan', 'scope', 'abbr'],
  td: ['colspan', 'rowspan', 'headers'],
  col: ['span'],
  colgroup: ['span'],
  time: ['datetime'],
  blockquote: [
    'cite',
    'class',
    'data-instgrm-permalink',
    'data-instgrm-version',
    'data-video-id',
    'data-lang',
  ],
  q: ['cite'],
};

// A link that opens a new tab cannot reach back to this page; other targets are dropped.
function linkInNewTab(tagName: string, attribs: Attributes) {
  const { target, ...rest } = attribs;
  if (target?.trim().toLowerCase() !== '_blank') return { tagName, attribs: rest };
  return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
}

const options: IOptions = {
  allowedTags,
  allowedAttributes,
  // data: images stay out: a pasted one can weigh megabytes in every cached copy of the page.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  // The listed providers' domains; the venue's own allowed hosts (EMBED_HOSTS) are added per call.
  allowedIframeDomains: EMBED_PROVIDERS.flatMap((provider) => provider.domains),
  allowedClasses: { blockquote: SOCIAL_POST_CLASSES },
  disallowedTagsMode: 'discard',
  // Dropped with their content: code, styles, form controls and what a browser reads as raw text.
  nonTextTags: (
    'script style textarea option select noscript title template xmp noembed noframes object embed ' +
    'applet head svg math'
  ).split(' '),
  nestingLimit: MAX_HTML_NESTING,
  parseStyleAttributes: false,
  parser: htmlParserOptions,
  transformTags: { a: linkInNewTab },
};

// An image or embed whose address was refused is no image or embed at all.
const withoutSource = (frame: IFrame) =>
  (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src;

// A browser reads an iframe's content as text it never shows, so none is kept; options per call
// because the count of open iframes belongs to one body.
function optionsForOneBody(): IOptions {
  let openIframes = 0;
  return {
    ...options,
    allowedIframeDomains: [
      ...(options.allowedIframeDomains ?? []),
      ...getEmbedHosts().map((host) => host.split(':')[0]!),
    ],
    onOpenTag: (name) => {
      if (name === 'iframe') openIframes += 1;
    },
    onCloseTag: (name) => {
      if (name === 'iframe') openIframes -= 1;
    },
    exclusiveFilter: (frame) => withoutSource(frame) || openIframes > 0,
    textFilter: (text, tagName) => (tagName === 'iframe' || openIframes > 0 ? '' : text),
  };
}

/**
 * CMS HTML as markup that is safe to set as a body's innerHTML (issue 9): only the elements and
 * attributes editors use, links and sources by http(s)/mailto/tel or relative, no event handlers,
 * every element closed, so the markup cannot reach outside its container or differ on hydration.
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, optionsForOneBody());
}
