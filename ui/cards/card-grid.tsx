import type { ArticleSummary } from '@/platform/types/article';
import { ArticleCard } from './article-card';
import { cellLayout } from './card-grid-layout';

export interface CardGridProps {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
  /** Anchors by article id, for links that bring the reader back to a card. */
  anchors?: ReadonlyMap<string, string>;
  /** Cards whose images load at once: the first row when the grid starts above the fold. */
  eagerCount?: number;
  /** Cards drawn without their picture, as one the page already shows (pictures-once.ts). */
  withoutPicture?: ReadonlySet<string>;
  className?: string;
}

/** Article cards in a responsive grid: one column on a phone, two from sm, three from lg. */
export function CardGrid({
  articles,
  headingLevel = 3,
  anchors,
  eagerCount = 0,
  withoutPicture,
  className = '',
}: CardGridProps) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 ${className}`}>
      {articles.map((article, index) => {
        const cell = cellLayout(index, articles.length);
        return (
          <li key={article.id} className={cell.className || undefined}>
            <ArticleCard
              summary={article}
              sizes={cell.sizes}
              headingLevel={headingLevel}
              id={anchors?.get(article.id)}
              eager={index < eagerCount}
              picture={!withoutPicture?.has(article.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
