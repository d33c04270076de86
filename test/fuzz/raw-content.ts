import fc from 'fast-check';
import { hostileJson, hostileText, hostileUrl } from './hostile-text';
import { mutate, mutation } from './mutate';
import { packArticleShells } from './pack-examples';
import { rawBlocks } from './raw-blocks';

const categoryIds = fc.constantFrom('1', '2', '3', '4', '5', '6', 1, 2, 'news');
const categorySlugs = fc.constantFrom(
  'news',
  'video',
  'utility',
  'external',
  'project-takeover',
  'racing',
  'news-racing',
  'racedays',
  'racedays-summer',
  'a',
);

/** A category as the service sends it, with missing fields, wrong types and ids shared or looping. */
const { category: rawCategory } = fc.letrec<{ category: unknown }>((tie) => ({
  category: fc.record(
    {
      id: fc.oneof({ weight: 8, arbitrary: categoryIds }, hostileText, fc.constant(null)),
      slug: fc.oneof({ weight: 6, arbitrary: categorySlugs }, hostileText, fc.constant(''), fc.integer()),
      text: hostileText,
      parentId: fc.oneof({ weight: 6, arbitrary: categoryIds }, fc.constant(null), hostileText, fc.integer()),
      children: fc.array(tie('category'), { maxLength: 3, depthIdentifier: 'categories' }),
      tags: fc.oneof(fc.array(hostileText, { maxLength: 2 }), hostileJson),
      lastModified: fc.oneof(fc.constant('2031-06-13T10:00:00Z'), hostileText),
    },
    { requiredKeys: [] },
  ),
}));

/** A chain of parents up to 3,000 long, closed into a loop or not. */
const categoryChain = fc
  .record({ length: fc.integer({ min: 2, max: 3_000 }), loop: fc.boolean(), newsAtTop: fc.boolean() })
  .map(({ length, loop, newsAtTop }) =>
    Array.from({ length }, (_, at) => ({
      id: `c${at}`,
      slug: at === 0 && newsAtTop ? 'news' : `s${at}`,
      parentId: at > 0 ? `c${at - 1}` : loop ? `c${length - 1}` : null,
    })),
  );

/** The categories answer's data: a list, a tree, a chain, or something else entirely. */
export const rawCategories: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.array(rawCategory, { maxLength: 16 }) },
  { weight: 2, arbitrary: categoryChain },
  { weight: 1, arbitrary: fc.array(rawCategory, { maxLength: 8 }).map((categories) => ({ categories })) },
  { weight: 1, arbitrary: hostileJson },
);

export const articleSlugs = fc.constantFrom(
  'summer-raceday',
  'gold-cup',
  'home',
  'what-to-wear',
  'news-racing-gold-cup',
);

const heroMedia = fc.record(
  {
    title: fc.oneof(hostileText, fc.constant(''), fc.constant('   ')),
    summary: hostileText,
    image: hostileUrl,
    imageThumbnail: hostileUrl,
    link: hostileUrl,
    content: fc.record({ contentType: fc.oneof(fc.constant('VIDEO'), hostileText) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const categoryRef = fc.record(
  { id: fc.oneof(categoryIds, hostileText), text: hostileText, slug: fc.oneof(categorySlugs, hostileText) },
  { requiredKeys: [] },
);

const sponsor = fc.record(
  { imageUrl: hostileUrl, text: hostileText, linkUrl: hostileUrl },
  { requiredKeys: [] },
);

/** An article as the service sends it: a real one from the pack, mutated, with hostile parts and blocks. */
export const rawArticle: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.constantFrom(...packArticleShells),
    mutation,
    fc.record(
      {
        slug: fc.oneof({ weight: 8, arbitrary: articleSlugs }, hostileText),
        heroMedia: fc.oneof(heroMedia, fc.constant(null), hostileJson),
        title: fc.oneof(hostileText, hostileJson),
        singlePage: fc.oneof(fc.boolean(), hostileJson),
        displayCategory: fc.oneof(categoryRef, fc.constant(null)),
        categories: fc.array(categoryRef, { maxLength: 3 }),
        author: fc.oneof(hostileText, fc.record({ name: hostileText })),
        publishDate: fc.oneof(fc.constant('2031-06-13T10:00:00Z'), hostileText),
        sponsor,
        sponsors: fc.array(sponsor, { maxLength: 2 }),
        articleMetadata: fc.dictionary(fc.constantFrom('seoTitle', 'metaDescription', 'title'), hostileJson),
        tags: fc.array(hostileText, { maxLength: 3 }),
      },
      { requiredKeys: ['slug'] },
    ),
    rawBlocks,
  )
  .map(([shell, change, parts, content]) => ({
    ...(mutate(shell, change) as Record<string, unknown>),
    id: typeof shell.id === 'string' ? shell.id : 'article',
    ...parts,
    content,
  }));

/** A poll answer: the envelope and the poll, each part possibly missing, wrong or hostile. */
export const rawPollAnswer: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        status: fc.oneof(fc.constant('success'), hostileText),
        data: fc.record(
          {
            id: fc.oneof(fc.constant('poll-1'), hostileText, fc.integer()),
            label: hostileText,
            votes: fc.oneof(fc.integer(), fc.double(), hostileText),
            options: fc.array(
              fc.record(
                {
                  id: fc.oneof(fc.constantFrom('o1', 'o1', 'o2'), fc.integer(), hostileText),
                  label: hostileText,
                  votes: fc.oneof(fc.integer(), fc.constant(-1), fc.double({ noNaN: true }), hostileText),
                  selected: fc.oneof(fc.boolean(), hostileText),
                  uiIndex: fc.oneof(fc.integer(), hostileText),
                  postVoteMessage: fc.record(
                    { message: hostileText, link: hostileUrl, linkText: hostileText },
                    { requiredKeys: [] },
                  ),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 8 },
            ),
            sponsorImageURL: hostileUrl,
            validFrom: fc.oneof(fc.constantFrom('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z'), hostileText),
            validTo: fc.oneof(fc.constantFrom('2020-01-02T00:00:00Z', '2099-01-01T00:00:00Z'), hostileText),
            publishResultDate: fc.oneof(fc.constant('2099-01-01T00:00:00Z'), hostileText),
            trackingEnabled: fc.oneof(fc.boolean(), hostileText),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: hostileJson },
);

const paths = fc.constantFrom(
  '/a',
  '/b',
  '/c',
  '/a/',
  '/A',
  '/b?x=1',
  '/',
  '/news',
  '//evil.example',
  '/\\evil.example',
);

/** A redirect entry's from and to: paths that lead to one another, other hosts, script URLs, junk. */
export const rawRedirect = fc.record(
  {
    from_string: fc.oneof({ weight: 6, arbitrary: paths }, hostileText, hostileJson),
    to_string: fc.oneof(
      { weight: 4, arbitrary: paths },
      { weight: 2, arbitrary: hostileUrl },
      fc.constantFrom(
        'HTTPS://Tickets.example/Buy',
        'tickets.example',
        'ftp://files.example',
        'https://user:pw@evil.example',
      ),
      hostileText,
      hostileJson,
    ),
  },
  { requiredKeys: [] },
);

/** The redirects page's blocks: entries as customContent objects or lists, nested in children. */
export const rawRedirectBlocks: fc.Arbitrary<unknown> = fc.letrec<{ blocks: unknown; block: unknown }>(
  (tie) => ({
    blocks: fc.array(tie('block'), { maxLength: 5 }),
    block: fc.record(
      {
        contentType: fc.constant('CUSTOM'),
        customContentType: fc.constant('redirect'),
        customContent: fc.oneof(rawRedirect, fc.array(rawRedirect, { maxLength: 4 }), hostileJson),
        children: fc.oneof({ depthSize: 'small' }, tie('blocks'), hostileJson),
      },
      { requiredKeys: ['contentType'] },
    ),
  }),
).blocks;
