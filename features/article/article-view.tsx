import 'server-only';
import { formatDate } from '@/platform/shared/format';
import { getSettings } from '@/platform/settings';
import type { Article } from '@/platform/types/article';
import { RenderBlocks } from '@/blocks/render-blocks';
import { articleHeading } from './article-heading';
import { ArticleHero } from './article-hero';
import { RelatedArticles } from './related-articles';

function metaLine(article: Article): string[] {
  return [
    article.publishDate ? formatDate(article.publishDate) : '',
    article.readTimeMinutes ? `${article.readTimeMinutes} min read` : '',
    article.author ? `By ${article.author}` : '',
  ].filter(Boolean);
}

interface ArticleViewProps {
  article: Article;
  showMeta: boolean;
  /** The royal meeting's pages wear its colours (spec blocks §1). */
  theme?: 'royal' | undefined;
  /** The heading when the article gives nothing readable; the configured site name unless given. */
  siteName?: string;
}

export function ArticleView({
  article,
  showMeta,
  theme,
  siteName = getSettings().siteName,
}: ArticleViewProps) {
  return (
    <article data-theme={theme}>
      <ArticleHero
        title={articleHeading(article.title, siteName)}
        summary={article.summary ?? undefined}
        image={article.hero.heroImage}
        kicker={article.displayCategory?.text}
        meta={showMeta ? metaLine(article) : []}
        loginRequired={article.loginRequired}
        sponsors={article.sponsors.flatMap((sponsor) =>
          sponsor.text
            ? [
                {
                  text: sponsor.text,
                  imageUrl: sponsor.imageUrl ?? undefined,
                  linkUrl: sponsor.linkUrl ?? undefined,
                },
              ]
            : [],
        )}
      />
      <div className="px-4 py-8">
        <RenderBlocks blocks={article.blocks} />
      </div>
      {article.displayCategory ? <RelatedArticles article={article} /> : null}
    </article>
  );
}
