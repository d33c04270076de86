import 'server-only';
import type { FakeUpstream } from '@/platform/testing/fake-upstream';
import { upstreamArticle } from '@/platform/testing/fixtures';

/**
 * Serves a news search of `total` articles as the content service pages it (the size asked for,
 * 0-based pages, with totalItems), for the news tests. Article n has id `n` and slug `news-n`. Each
 * answer comes after `delayMs` when given.
 */
export function serveNewsSearch(upstream: FakeUpstream, total: number, delayMs?: number) {
  upstream.on('GET', '/content/v2/articles/search', (call) => {
    const page = Number(call.url.searchParams.get('page'));
    const size = Number(call.url.searchParams.get('size'));
    const ids = Array.from({ length: total }, (_, i) => i).slice(page * size, page * size + size);
    return {
      delayMs,
      json: {
        status: 'success',
        data: {
          articles: ids.map((id) =>
            upstreamArticle({
              id,
              slug: `news-${id}`,
              singlePage: false,
              heroMedia: {
                title: `Story ${id}`,
                summary: `Summary ${id}`,
                content: { contentType: 'IMAGE' },
                image: { url: `https://img.test/${id}.jpg` },
              },
              categories: [{ id: 2, text: 'Racing' }],
              displayCategory: { id: 2, text: 'Racing' },
              auth: { loginRequired: false },
            }),
          ),
        },
        metadata: { pageNumber: page, totalPages: Math.ceil(total / size), totalItems: total },
      },
    };
  });
}
