import 'server-only';
import { z } from 'zod';
import {
  imageSource,
  keepValid,
  lenient,
  lenientArray,
  looseRecord,
  optionalDate,
  optionalFlag,
  optionalNumber,
  optionalText,
  tag,
  upstreamId,
} from '../schemas/upstream-primitives';
import { isRecord } from '../shared/is-record';

/** A content category. Children are parsed one by one when reshaped. */
export const upstreamCategory = z.looseObject({
  id: upstreamId,
  slug: z.string().trim().min(1),
  text: optionalText,
  clientId: optionalText,
  parentId: lenient(upstreamId.nullable()),
  lastModified: optionalDate,
  tags: lenientArray(tag),
  // Translations of `text` by language tag: a string, or an object with `text`; others are dropped.
  i18n: lenient(
    z.record(z.string(), z.unknown()).transform((entries) =>
      Object.fromEntries(
        Object.entries(entries).flatMap(([language, value]) => {
          const text = typeof value === 'string' ? value : isRecord(value) ? value.text : undefined;
          return typeof text === 'string' && text.trim() !== '' ? [[language, text.trim()]] : [];
        }),
      ),
    ),
  ),
  children: lenient(z.array(z.unknown())),
});
export type UpstreamCategory = z.output<typeof upstreamCategory>;

export const upstreamCategoryRef = z.looseObject({
  id: upstreamId,
  text: optionalText,
  slug: optionalText,
});

export const upstreamSponsor = z.looseObject({
  imageUrl: optionalText,
  text: optionalText,
  linkUrl: optionalText,
});

export const upstreamLinkedId = z.looseObject({
  sourceSystem: z.string(),
  sourceSystemId: upstreamId,
  text: optionalText,
});

export const upstreamHeroMedia = z.looseObject({
  title: optionalText,
  summary: optionalText,
  content: lenient(z.looseObject({ contentType: optionalText })),
  image: imageSource,
  imageThumbnail: imageSource,
  videoThumbnail: imageSource,
  link: optionalText,
});

export const upstreamAuth = z.looseObject({
  loginRequired: optionalFlag,
  roles: lenientArray(z.string()),
  entitlements: lenientArray(z.string()),
  restrictionType: optionalText,
});

/** A block is only known to have a type here; blocks/ gives it its full shape. */
export const upstreamBlock = z.looseObject({
  contentType: z.string().min(1),
  customContentType: lenient(z.string()),
  id: lenient(upstreamId),
});

/** An article: strict on id and slug, which every page and link needs. */
export const upstreamArticle = z.looseObject({
  id: upstreamId,
  slug: z.string().trim().min(1),
  clientId: optionalText,
  version: lenient(z.union([z.string(), z.number()]).transform(String)),
  publishDate: optionalDate,
  lastModified: lenient(z.looseObject({ date: optionalDate })),
  pinned: optionalFlag,
  singlePage: optionalFlag,
  heroMedia: lenient(upstreamHeroMedia),
  author: lenient(z.union([z.string(), z.looseObject({ name: optionalText })])),
  readTimeMinutes: optionalNumber,
  language: optionalText,
  linkedIds: lenientArray(upstreamLinkedId),
  categories: lenientArray(upstreamCategoryRef),
  displayCategory: lenient(upstreamCategoryRef.nullable()),
  source: lenient(z.looseObject({ sourceSystem: optionalText })),
  sourceSystemId: lenient(upstreamId.nullable()),
  articleMetadata: looseRecord,
  // What the page shows: absent is no blocks, but null, another type or an entry that is no object at
  // all (a nested array) fails the article; an object without a content type is a malformed block,
  // dropped on its own.
  content: z
    .array(z.looseObject({}))
    .optional()
    .transform((entries) => keepValid(upstreamBlock, entries ?? [])),
  auth: lenient(upstreamAuth),
  blocked: optionalFlag,
  tags: lenientArray(tag),
  sponsors: lenientArray(upstreamSponsor),
  sponsor: lenient(upstreamSponsor.nullable()),
});
export type UpstreamArticle = z.output<typeof upstreamArticle>;

const plainObjectOrUndefined = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;

/** A content item: block fields, plus data that may hold an article (the global notice's does). */
export const upstreamContentItem = z.looseObject({
  id: upstreamId,
  key: optionalText,
  contentType: lenient(z.string()),
  // Strict on the article: a malformed one is a failure, not a missing article.
  data: z.preprocess(
    plainObjectOrUndefined,
    z.looseObject({ article: upstreamArticle.nullish() }).optional(),
  ),
});
export type UpstreamContentItem = z.output<typeof upstreamContentItem>;

export const upstreamCampaign = z.looseObject({
  id: lenient(upstreamId),
  rulesetId: lenient(upstreamId),
  contentType: lenient(z.string()),
  content: lenient(z.array(z.unknown())),
});
export type UpstreamCampaign = z.output<typeof upstreamCampaign>;

export { envelope } from '../schemas/upstream-primitives';
