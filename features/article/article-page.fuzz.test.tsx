// @vitest-environment jsdom
import fc from 'fast-check';
import type { Metadata } from 'next';
import { matchPage } from '@/features/routing/match-page';
import { articleMetadata } from '@/features/seo/article-metadata';
import { JsonLd, structuredDataFor } from '@/features/seo/json-ld';
import { getArticleBySlug } from '@/platform/content/articles';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { uninstallFakeUpstream } from '@/platform/testing/install';
import { watchConsole } from '@/test/fuzz/console-watch';
import { fuzzParameters, fuzzTimeout, RENDER_BUDGET_MS } from '@/test/fuzz/fuzz-settings';
import { hostileMarkupIn } from '@/test/fuzz/hostile-output';
import { serveHostileContent } from '@/test/fuzz/hostile-service';
import { rawArticle, rawCategories, rawPollAnswer } from '@/test/fuzz/raw-content';
import { renderStatic } from '@/test/fuzz/render-static';
import { ArticleView } from './article-view';

// A loader may fail as a failing service does; nothing else may escape.
async function orUnavailable<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}

function titleText(title: Metadata['title']): string {
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object' && 'absolute' in title) return title.absolute;
  return '';
}

function headingText(html: string): string {
  const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1');
  return heading?.textContent?.trim() ?? '';
}

const page = fc.record({
  article: rawArticle,
  others: fc.array(rawArticle, { maxLength: 2 }),
  categories: rawCategories,
  pollAnswer: rawPollAnswer,
});

describe('an article page from a hostile content service', () => {
  afterEach(() => uninstallFakeUpstream());

  it(
    'renders at once with a title and a heading, nothing thrown, and no markup of its content let through',
    async () => {
      const logs = watchConsole();
      await fc.assert(
        fc.asyncProperty(page, async ({ article: raw, others, categories, pollAnswer }) => {
          logs.reset();
          serveHostileContent({ categories, articles: [raw, ...others], pollAnswer });
          const slug = String(raw.slug);
          const started = performance.now();
          await orUnavailable(matchPage(['content', slug]));
          const article = await orUnavailable(getArticleBySlug(slug));
          if (!article) return;
          const metadata = articleMetadata(article, { path: `/content/${slug}` });
          const html = await renderStatic(
            <>
              <JsonLd data={structuredDataFor(article)} />
              <ArticleView article={article} showMeta={!article.singlePage} />
            </>,
          );
          expect(performance.now() - started).toBeLessThan(RENDER_BUDGET_MS);
          expect(titleText(metadata.title)).not.toBe('');
          expect(headingText(html)).not.toBe('');
          expect(hostileMarkupIn(html, { jsonLd: true })).toEqual([]);
          expect(logs.errors).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(300),
  );
});
