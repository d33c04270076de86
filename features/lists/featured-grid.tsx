import type { ArticleSummary } from '@/platform/types/article';
import { ArticleCard } from '@/ui/cards/article-card';
import { cellLayout, type CellLayout } from '@/ui/cards/card-grid-layout';
import { FEATURE_CARD_SIZES, THIRD_CARD_SIZES } from '@/ui/cards/card-sizes';

/** A feature alone spans the container (max-w-7xl). */
const LONE_FEATURE_SIZES = '(min-width: 1280px) 1280px, 100vw';

export interface FeaturedGridLayout {
  feature: string;
  /** One cell per card after the feature. */
  others: CellLayout[];
}

/**
 * Cells of a grid led by a feature (one column, two from sm, three from lg). With two cards or more
 * after it, the feature spans two columns and two rows from lg, the first two cards stacked beside
 * it, and the rest fill rows of three as in any card grid (a last lonely card spans its row). With
 * one, the feature takes two columns beside it; with none, the whole row. A page of nine (a feature
 * and eight) fills four full rows.
 */
export function featuredGridLayout(othersCount: number): FeaturedGridLayout {
  const count = Math.max(0, othersCount);
  if (count === 0) return { feature: 'sm:col-span-2 lg:col-span-3', others: [] };
  if (count === 1)
    return {
      feature: 'sm:col-span-2',
      others: [{ className: 'sm:col-span-2 lg:col-span-1', sizes: THIRD_CARD_SIZES }],
    };
  const beside: CellLayout = { className: '', sizes: THIRD_CARD_SIZES };
  return {
    feature: 'sm:col-span-2 lg:row-span-2',
    others: [beside, beside, ...Array.from({ length: count - 2 }, (_, i) => cellLayout(i, count - 2))],
  };
}

export interface FeaturedGridProps {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
}

/** The first article as a large feature card (its picture the page's largest), the rest as cards. */
export function FeaturedGrid({ articles, headingLevel = 2 }: FeaturedGridProps) {
  const [feature, ...others] = articles;
  if (!feature) return null;
  const layout = featuredGridLayout(others.length);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-featured-grid="">
      <li className={layout.feature}>
        <ArticleCard
          summary={feature}
          variant="feature"
          sizes={others.length === 0 ? LONE_FEATURE_SIZES : FEATURE_CARD_SIZES}
          headingLevel={headingLevel}
          preload
        />
      </li>
      {others.map((article, index) => {
        const cell = layout.others[index];
        return (
          <li key={article.id} className={cell?.className || undefined}>
            <ArticleCard
              summary={article}
              sizes={cell?.sizes ?? THIRD_CARD_SIZES}
              headingLevel={headingLevel}
              eager={index < 2}
            />
          </li>
        );
      })}
    </ul>
  );
}
