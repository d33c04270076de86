import 'server-only';
import { picturesShownOnPage } from '@/blocks/shared/page-pictures';
import { getRelatedForArticle } from '@/platform/content/related';
import type { Article, ArticleSummary } from '@/platform/types/article';
import { ArticleCard } from '@/ui/cards/article-card';
import { cardsWithoutPicture } from '@/ui/cards/pictures-once';

async function relatedOrNone(article: Article): Promise<ArticleSummary[]> {
  try {
    return await getRelatedForArticle(article);
  } catch (error) {
    // A side list must not take the article down with it.
    console.warn('Related articles unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}

// Six related articles, same display category, never this one.
export async function RelatedArticles({ article }: { article: Article }) {
  const related = await relatedOrNone(article);
  if (related.length === 0) return null;
  // The page's hero and blocks are among the pictures shown (article-view.tsx).
  const withoutPicture = cardsWithoutPicture(related, [...(await picturesShownOnPage())]);
  return (
    <section aria-labelledby="related-title" className="container-page py-section">
      <h2 id="related-title" className="heading-section">
        More in {article.displayCategory?.text ?? 'this section'}
      </h2>
      <ul className="mt-stack grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((summary) => (
          <li key={summary.id}>
            <ArticleCard summary={summary} headingLevel={3} picture={!withoutPicture.has(summary.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
