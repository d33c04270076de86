import 'server-only';
import { z } from 'zod';
import { envelope, upstreamArticle, upstreamCategory } from './upstream-schemas';
import { optionalCount } from '../schemas/upstream-primitives';

// The article service's `data` is one article, a list of articles, or an object with categories,
// article and articles. Each call accepts the forms it can meet.

// A list is taken whole or not at all: a missing list, null, another type or an entry that fails its
// schema fails the answer, which is then served from its last good copy.
const listOf = <S extends z.ZodType>(key: string, item: S) =>
  z
    .union([z.array(item), z.looseObject({ [key]: z.array(item) })])
    .transform((data) => (Array.isArray(data) ? data : (data[key] as z.output<S>[])));

/** data as an article, or data.article (null when there is none). */
export const singleArticleResponse = envelope(
  z
    .union([z.looseObject({ article: upstreamArticle.nullable() }), upstreamArticle])
    .transform(
      (data) =>
        ('article' in data && data.article !== undefined ? data.article : data) as z.output<
          typeof upstreamArticle
        > | null,
    ),
);

export const articleListResponse = envelope(listOf('articles', upstreamArticle));

// Paging decides which page numbers exist (a wrong total made /news?page=4 a 404), so it is strict.
const searchMetadata = z
  .looseObject({ pageNumber: optionalCount, totalPages: optionalCount, totalItems: optionalCount })
  .optional();

/** A search answer: data.articles, and metadata.pageNumber and metadata.totalPages. */
export const searchResponse = z
  .looseObject({
    data: z.looseObject({ articles: z.array(upstreamArticle), metadata: searchMetadata }),
    metadata: searchMetadata,
  })
  .transform((body) => {
    const metadata = body.metadata ?? body.data.metadata;
    return {
      articles: body.data.articles,
      pageNumber: metadata?.pageNumber ?? 0,
      totalPages: metadata?.totalPages ?? (body.data.articles.length > 0 ? 1 : 0),
      totalItems: metadata?.totalItems ?? null,
    };
  });

export const categoryListResponse = envelope(listOf('categories', upstreamCategory));
