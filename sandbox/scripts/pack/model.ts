// Builders for the pack's JSON: articles in the upstream shape, built-in and custom blocks.
// Ids are derived from slugs (stable UUID-shaped hashes), so a rebuild gives identical files.
import { createHash } from 'node:crypto';

export const CLIENT_ID = 'FURLONG';
export const PRODUCT = 'kingsmere';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };
export type Block = { contentType: string; id?: string; [key: string]: Json | undefined };
export type LinkedId = { sourceSystem: string; sourceSystemId: string; text: string };
export type Sponsor = { imageUrl: string; text: string; linkUrl: string };

export function uuid(seed: string): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const img = (name: string): string => `pack:images/${name.includes('.') ? name : `${name}.jpg`}`;
export const png = (name: string): string => `pack:images/${name}.png`;

export const dark = (): Json => [{ darklightTheme_select: 'Dark' }];
export const light = (): Json => [{ darklightTheme_select: 'Light' }];
export const link = (title: string, href: string, openInNewTab = false): Json => ({
  title,
  link: href,
  openInNewTab,
});
export const picture = (name: string, altText: string): Json => ({ image: img(name), altText });

// ---- built-in blocks -------------------------------------------------------------------------

export const text = (content: string, isHtml = true): Block => ({ contentType: 'TEXT', content, isHtml });
export const markdown = (content: string): Block => text(content, false);
export const image = (name: string, title: string, caption: string, href = ''): Block => ({
  contentType: 'IMAGE',
  image: img(name),
  imageThumbnail: img(name),
  link: href,
  title,
  content: caption,
});
export const button = (title: string, href: string, openInNewTab = false): Block => ({
  contentType: 'BUTTON',
  title,
  link: href,
  openInNewTab,
});
export const quote = (content: string, author: string): Block => ({ contentType: 'QUOTE', content, author });
export const poll = (pollId: string): Block => ({ contentType: 'POLL', pollId });
export const form = (formId: string): Block => ({ contentType: 'FORM', formId });
export const liveBlog = (sourceSystemId: string): Block => ({ contentType: 'LIVE_BLOG', sourceSystemId });
export const feed = (sourceSystemId: string): Block => ({
  contentType: 'FEED',
  feedUrl: `/v1/feeds/${sourceSystemId}/execute`,
  sourceSystemId,
});
export const advert = (unit: string, platforms: string[] = ['WEB', 'IOS', 'ANDROID']): Block => ({
  contentType: 'ADVERT',
  platforms,
  sourceSystemId: '21809957681',
  content: unit,
});

export function gallery(
  title: string,
  names: [string, string][],
  type: 'GRID' | 'CAROUSEL' = 'GRID',
  withBackground = false,
): Block {
  return {
    contentType: 'GALLERY',
    title,
    withBackground,
    appearance: { type },
    children: names.map(([name, caption]) => ({
      image: img(name),
      imageThumbnail: img(name),
      title: caption,
    })),
  };
}

export function collection(title: string, content: string, items: [string, Block[]][]): Block {
  return {
    contentType: 'COLLECTION',
    title,
    content,
    children: items.map(([itemTitle, children]) => ({ title: itemTitle, children })),
  };
}

export interface VideoInput {
  sourceSystem: 'STREAM' | 'YOUTUBE' | 'MEDIA';
  sourceSystemId: string;
  title: string;
  link?: string;
  variant?: 'article-page' | 'header' | 'feature-block' | 'default';
  dark?: boolean;
  /** A picture shown before the player starts (the block's videoThumbnail). */
  poster?: string;
}
export const video = (v: VideoInput): Block => ({
  contentType: 'VIDEO',
  sourceSystem: v.sourceSystem,
  sourceSystemId: v.sourceSystemId,
  link: v.link ?? '',
  mediaType: 'Video',
  showSpinner: true,
  mediaTitle: v.title,
  accountId: '2503211',
  playerId: '51347602',
  title: v.title,
  isDarkBackground: v.dark ?? false,
  variant: v.variant ?? 'default',
  ...(v.poster ? { videoThumbnail: img(v.poster) } : {}),
});

export interface RelatedInput {
  title: string;
  tags?: string[];
  categoryIds?: string[];
  linkedIds?: { sourceSystem: string; sourceSystemId: string }[];
  articleIds?: string[];
  max?: number;
}
export const related = (r: RelatedInput): Block => ({
  contentType: 'RELATED_CONTENT',
  title: r.title,
  tags: r.tags ?? [],
  categoryIds: r.categoryIds ?? [],
  linkedIds: r.linkedIds ?? [],
  articleIds: r.articleIds ?? [],
  max: r.max ?? 10,
});

export interface PromoInput {
  placementId?: string;
  params?: Record<string, string>;
  tags?: string[];
  linkedBy?: { linkType: string; linkedIds: string[] };
  categoryIds?: string[];
}
export const promo = (p: PromoInput): Block => ({
  contentType: 'PROMO',
  placementId: p.placementId ?? '',
  params: p.params ?? {},
  tags: p.tags ?? [],
  linkedBy: p.linkedBy ?? { linkType: '', linkedIds: [] },
  sourceSystemId: p.placementId ?? 'promo-by-content',
  categoryIds: p.categoryIds ?? [],
});

// ---- custom blocks ---------------------------------------------------------------------------

export const custom = (
  customContentType: string,
  customContent: Json,
  extra: Record<string, Json> = {},
): Block => ({
  contentType: 'CUSTOM',
  customContentType,
  customContent,
  ...extra,
});

export const sponsored = (block: Block, sponsor: Sponsor): Block => ({ ...block, sponsor });
