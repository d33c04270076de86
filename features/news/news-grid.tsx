import type { ArticleSummary } from '@/platform/types/article';
import { ArticleCard } from '@/ui/cards/article-card';
import { FEATURE_CARD_SIZES, QUARTER_CARD_SIZES } from '@/ui/cards/card-sizes';
import { newsGridLayout } from './news-grid-layout';

/** A news grid holds at most 5 cards, the first spanning 2×2. */
export const NEWS_GRID_SIZE = 5;

/** A feature alone spans the container (max-w-7xl). */
const LONE_FEATURE_SIZES = '(min-width: 1280px) 1280px, 100vw';

export interface NewsGridProps {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
  anchors?: ReadonlyMap<string, string>;
}

// On a desktop the feature takes two columns and both rows of a 4-column grid, the others sit 2×2
// beside it; from md it spans the full width above them; on a phone the cards stack.
export function NewsGrid({ articles, headingLevel = 2, anchors }: NewsGridProps) {
  const [feature, ...others] = articles.slice(0, NEWS_GRID_SIZE);
  if (!feature) return null;
  const layout = newsGridLayout(others.length);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
      <li className={layout.feature}>
        <ArticleCard
          summary={feature}
          variant="feature"
          sizes={others.length === 0 ? LONE_FEATURE_SIZES : FEATURE_CARD_SIZES}
          headingLevel={headingLevel}
          id={anchors?.get(feature.id)}
          preload
        />
      </li>
      {others.map((article, index) => (
        <li key={article.id} className={layout.others[index] || undefined}>
          <ArticleCard
            summary={article}
            sizes={QUARTER_CARD_SIZES}
            headingLevel={headingLevel}
            id={anchors?.get(article.id)}
            eager
          />
        </li>
      ))}
    </ul>
  );
}
