// The content pack's file formats. Fields the site reads are checked here; article blocks stay
// loose (any object with a string contentType) because the site validates blocks itself.
import { z } from 'zod';

const id = z.string().min(1, 'expected a non-empty string');
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO date');
const linkedId = z.looseObject({ sourceSystem: id, sourceSystemId: id, text: z.string().optional() });

export const packInfoSchema = z.looseObject({
  name: id,
  clientId: id,
  product: id,
  venue: id,
  /** Feeds, polls, placements or videos blocks name on purpose without the pack having them: fixtures
   * of a block that must fail gracefully. Not warned about. */
  deliberatelyMissing: z.array(id).optional(),
});

export const categorySchema = z.looseObject({
  id,
  clientId: id,
  text: z.string(),
  slug: id,
  parentId: id.nullable(),
  lastModified: isoDate,
  i18n: z.unknown().optional(),
  tags: z.array(z.unknown()).optional(),
});

const block = z.looseObject({ contentType: id });

const articleTag = z.union(
  [z.string(), z.looseObject({ id: z.string().optional(), label: z.string().optional() })],
  {
    error: 'expected a string or an object with id/label',
  },
);

export const articleSchema = z.looseObject({
  id,
  clientId: id,
  version: z.union([z.number(), z.string()], { error: 'expected a number or a string' }),
  slug: id,
  publishDate: isoDate,
  lastModified: z.looseObject({ date: isoDate }),
  pinned: z.boolean(),
  singlePage: z.boolean(),
  heroMedia: z.looseObject({
    title: z.string(),
    summary: z.string().optional(),
    content: z
      .looseObject({
        contentType: id,
        sourceSystem: z.string().optional(),
        sourceSystemId: z.string().optional(),
      })
      .optional(),
    image: z.string().optional(),
    imageThumbnail: z.string().optional(),
    videoThumbnail: z.string().optional(),
    link: z.string().optional(),
  }),
  author: z.unknown().optional(),
  readTimeMinutes: z.number().min(0).optional(),
  language: z.string().optional(),
  linkedIds: z.array(linkedId).optional(),
  categories: z.array(z.looseObject({ id, text: z.string().optional(), slug: z.string().optional() })),
  displayCategory: z.looseObject({ id, text: z.string() }).optional(),
  source: z.looseObject({ sourceSystem: id }).optional(),
  sourceSystemId: z.string().optional(),
  articleMetadata: z.unknown().optional(),
  content: z.array(block),
  auth: z
    .looseObject({
      loginRequired: z.boolean(),
      roles: z.array(z.string()).optional(),
      entitlements: z.array(z.string()).optional(),
      restrictionType: z.string().optional(),
    })
    .optional(),
  blocked: z.boolean().optional(),
  tags: z.array(articleTag).optional(),
  sponsors: z
    .array(z.looseObject({ imageUrl: z.string(), text: z.string(), linkUrl: z.string() }))
    .optional(),
});

export const contentItemSchema = z.looseObject({
  id,
  key: id.optional(),
  contentType: id,
  customContentType: z.string().optional(),
  customContent: z.unknown().optional(),
  tags: z.array(z.string()).optional(),
  categoryIds: z.array(id).optional(),
  linkedIds: z.array(linkedId).optional(),
  title: z.string().optional(),
  data: z.unknown().optional(),
});

export const feedSchema = z.looseObject({
  id,
  title: z.string(),
  query: z.string().optional(),
  articleIds: z.array(id).optional(),
  sort: z
    .string()
    .regex(/^[A-Za-z.]+,(ASC|DESC)$/i, 'expected "field,ASC" or "field,DESC"')
    .optional(),
  /** How many articles a page of the feed holds, as its editor set it (default 20). */
  size: z.number().int().min(1).max(100).optional(),
});

// A placement's rules: the first whose `when` the caller's token meets gives its campaign, else `campaign`.
const placementRule = z.strictObject({
  when: z.strictObject({ signedIn: z.boolean().optional(), entitlement: id.optional() }),
  campaign: z.looseObject({}),
});
export const placementSchema = z.looseObject({
  id,
  campaign: z.looseObject({}),
  rules: z.array(placementRule).optional(),
});

const pollOption = z.looseObject({
  id,
  label: z.string(),
  votes: z.number().int().min(0),
  postVoteMessage: z
    .looseObject({ message: z.string(), link: z.string().optional(), linkText: z.string().optional() })
    .optional(),
});

export const pollSchema = z.looseObject({
  id,
  label: z.string(),
  sponsorImageURL: z.string().optional(),
  publishDate: isoDate,
  validFrom: isoDate,
  validTo: isoDate,
  publishResultDate: isoDate,
  trackingEnabled: z.boolean(),
  options: z.array(pollOption).min(1, 'expected at least one option'),
});

export const fanSchema = z.looseObject({
  id,
  username: id,
  password: id,
  displayName: z.string(),
  entitlements: z.array(z.string()),
});

export const videoSchema = z.looseObject({
  sourceSystemId: id,
  title: z.string(),
  sourceSystem: id,
  entitlement: id.optional(),
});

export type PackInfo = z.infer<typeof packInfoSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Article = z.infer<typeof articleSchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type Feed = z.infer<typeof feedSchema>;
export type Placement = z.infer<typeof placementSchema>;
export type Poll = z.infer<typeof pollSchema>;
export type Fan = z.infer<typeof fanSchema>;
export type Video = z.infer<typeof videoSchema>;
