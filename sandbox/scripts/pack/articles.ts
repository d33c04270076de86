// The article builder and the registry every content module adds to. An article is written with
// only the fields that matter for it; the upstream shape is filled in here.
import { category, categoryPath, catId } from './categories';
import { type Block, type Json, type LinkedId, type Sponsor, CLIENT_ID, img, uuid } from './model';

export interface ArticleInput {
  slug: string;
  title: string;
  summary: string;
  image: string;
  /** display category slug; the article is also filed in it */
  display?: string;
  /** further categories (slugs) it is filed in */
  categories?: string[];
  /** default: true when it has a display category or is a top-level page */
  singlePage?: boolean;
  publish?: string;
  modified?: string;
  pinned?: boolean;
  loginRequired?: boolean;
  entitlements?: string[];
  /** What the restriction applies to: `VIDEO` when only its video needs a package (the gateway checks). */
  restrictionType?: string;
  heroVideo?: { sourceSystem: 'STREAM' | 'YOUTUBE' | 'MEDIA'; sourceSystemId: string };
  heroLink?: string;
  thumbnail?: string;
  author?: string;
  readTime?: number;
  tags?: string[];
  linkedIds?: LinkedId[];
  sponsors?: Sponsor[];
  content: Block[];
  /** file (under articles/) the article is written to */
  file: string;
  /** the fixed-path group it belongs to, when it is one of the site's fixed paths */
  group?: string;
  /** the path it is served at, when not derivable (day pages) */
  path?: string;
  /**
   * An unpublished version, answered only to the content service's preview request: a new article,
   * or the edited version of a published one of the same slug (which keeps its id).
   */
  draft?: boolean;
}

export interface FixedPath {
  path: string;
  group: string;
  articleSlug: string;
}

const TAG_LABELS: Record<string, string> = {};
export const articles: { file: string; article: Record<string, Json> }[] = [];
export const fixedPaths: FixedPath[] = [];
/** Unpublished versions (drafts.json), never in any list or search. */
export const drafts: Record<string, Json>[] = [];
const slugs = new Set<string>();
const draftSlugs = new Set<string>();

export const articleId = (slug: string): string => uuid(`article:${slug}`);

export function tagLabel(tag: string): string {
  return (
    TAG_LABELS[tag] ??
    tag
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** Gives every block (and nested child) without an id a stable one. */
function withIds(value: Json, seed: string): Json {
  if (Array.isArray(value)) return value.map((item, index) => withIds(item, `${seed}.${index}`));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter((entry): entry is [string, Json] => entry[1] !== undefined)
      .map(([key, item]) => [key, withIds(item, `${seed}.${key}`)] as const);
    const object = Object.fromEntries(entries) as { [key: string]: Json };
    // robustness fixtures may ask for a block without an id
    if (object.__noId === true) {
      delete object.__noId;
      return object;
    }
    const isBlock =
      typeof object.contentType === 'string' ||
      (Array.isArray(object.children) && typeof object.title === 'string');
    if (isBlock && object.id === undefined) return { id: uuid(`block:${seed}`), ...object };
    return object;
  }
  return value;
}

export function articlePath(a: Pick<ArticleInput, 'slug' | 'display' | 'singlePage' | 'path'>): string {
  if (a.path) return a.path;
  const single = a.singlePage ?? true;
  if (!single) return `/content/${a.slug}`;
  return a.display ? `${categoryPath(a.display)}/${a.slug}` : `/${a.slug}`;
}

export function addArticle(a: ArticleInput): string {
  const taken = a.draft ? draftSlugs : slugs;
  if (taken.has(a.slug)) throw new Error(`duplicate ${a.draft ? 'draft' : 'article'} slug "${a.slug}"`);
  taken.add(a.slug);
  const id = articleId(a.slug);
  const categorySlugs = [...new Set([...(a.display ? [a.display] : []), ...(a.categories ?? [])])];
  const publish = a.publish ?? '@now-20d';
  const heroContent: Record<string, Json> = a.heroVideo
    ? {
        contentType: 'VIDEO',
        sourceSystem: a.heroVideo.sourceSystem,
        sourceSystemId: a.heroVideo.sourceSystemId,
      }
    : { contentType: 'IMAGE' };
  const hero: Record<string, Json> = {
    title: a.title,
    summary: a.summary,
    content: heroContent,
    image: img(a.image),
    imageThumbnail: img(a.thumbnail ?? a.image),
  };
  if (a.heroVideo) hero.videoThumbnail = img(a.thumbnail ?? a.image);
  if (a.heroLink) hero.link = a.heroLink;
  const article: Record<string, Json> = {
    id,
    clientId: CLIENT_ID,
    version: 1 + (id.charCodeAt(0) % 7),
    slug: a.slug,
    publishDate: publish,
    lastModified: { date: a.modified ?? publish },
    pinned: a.pinned ?? false,
    singlePage: a.singlePage ?? true,
    heroMedia: hero,
    author: a.author ?? 'Kingsmere Park',
    readTimeMinutes: a.readTime ?? 3,
    language: 'en',
    linkedIds: a.linkedIds ?? [],
    categories: categorySlugs.map((slug) => ({ id: catId(slug) })),
    source: { sourceSystem: 'FURLONG_CMS' },
    sourceSystemId: `kp-${id.slice(0, 8)}`,
    articleMetadata: {},
    content: withIds(a.content as Json, a.slug),
    auth: {
      loginRequired: a.loginRequired ?? false,
      roles: [],
      entitlements: a.entitlements ?? [],
      ...(a.restrictionType ? { restrictionType: a.restrictionType } : {}),
    },
    blocked: false,
    tags: (a.tags ?? []).map((tag) => ({ id: tag, label: tagLabel(tag) })),
    sponsors: a.sponsors ?? [],
  };
  if (a.display) article.displayCategory = { id: catId(a.display), text: category(a.display).text };
  if (a.draft) {
    drafts.push(article);
    return id;
  }
  articles.push({ file: a.file, article });
  if (a.group) fixedPaths.push({ path: articlePath(a), group: a.group, articleSlug: a.slug });
  return id;
}
