import 'server-only';
import type { ReactNode } from 'react';
import { RenderBlocks } from '@/blocks/render-blocks';
import { hasRelatedBlock, setCurrentArticle } from '@/blocks/shared/current-article';
import { imageAddressesIn, showsPictures } from '@/blocks/shared/page-pictures';
import { MembersNotice } from '@/features/members/members-notice';
import { getSettings } from '@/platform/settings';
import { formatDate } from '@/platform/shared/format';
import type { Article } from '@/platform/types/article';
import type { RawBlock } from '@/platform/types/block';
import { ShareLinks } from '@/ui/share/share-links';
import { articleHeading } from './article-heading';
import { ArticleHero } from './article-hero';
import { RelatedArticles } from './related-articles';

function metaLine(article: Article): string[] {
  return [
    article.publishDate ? formatDate(article.publishDate) : '',
    // A video is watched, not read: its page gives no reading time.
    article.readTimeMinutes && article.kind !== 'video' ? `${article.readTimeMinutes} min read` : '',
    article.author ? `By ${article.author}` : '',
  ].filter(Boolean);
}

/**
 * The page's blocks split before the related lists that close it: the share links of a story belong
 * to the story, above what the reader might read next.
 */
function beforeClosingRelated(blocks: readonly RawBlock[]): [RawBlock[], RawBlock[]] {
  let split = blocks.length;
  while (split > 0 && blocks[split - 1]?.contentType === 'RELATED_CONTENT') split -= 1;
  return [blocks.slice(0, split), blocks.slice(split)];
}

interface ArticleViewProps {
  article: Article;
  showMeta: boolean;
  /** The royal meeting's pages wear its colours. */
  theme?: 'royal' | undefined;
  /** The heading when the article gives nothing readable; the configured site name unless given. */
  siteName?: string;
  /** The site's address of this page: a story (showMeta) offers share links to it. */
  shareUrl?: string | undefined;
  /** A hero of the page's own (the home page's), in place of the article's. */
  hero?: ReactNode;
  /**
   * Who the page is rendered for, when the content service left a members-only article's body out
   * (`blocked`): a visitor is offered a sign-in that returns to `path`, a signed-in fan a membership.
   */
  reader?: { signedIn: boolean; path: string };
}

export function ArticleView({
  article,
  showMeta,
  theme,
  siteName = getSettings().siteName,
  shareUrl,
  hero,
  reader = { signedIn: false, path: '/' },
}: ArticleViewProps) {
  const title = articleHeading(article.title, siteName);
  setCurrentArticle(article);
  // What the page shows above its related lists, which leave those pictures out of their cards.
  showsPictures([...(hero ? [] : [article.hero.heroImage.src]), ...imageAddressesIn(article.blocks)]);
  // One related list per page: an editor's related block takes the place of the automatic one.
  const related = article.displayCategory && !hasRelatedBlock(article.blocks);
  const share = showMeta && shareUrl;
  const [story, closingRelated] = share ? beforeClosingRelated(article.blocks) : [article.blocks, []];
  return (
    <article data-theme={theme}>
      {hero ?? (
        <ArticleHero
          title={title}
          summary={article.summary ?? undefined}
          image={article.hero.heroImage}
          kicker={article.displayCategory?.text}
          meta={showMeta ? metaLine(article) : []}
          loginRequired={article.loginRequired}
          sponsors={article.sponsors.flatMap((sponsor) =>
            // A partner's own page, whose hero is its logo, is not 'sponsored by' itself.
            sponsor.text && sponsor.imageUrl !== article.hero.heroImage.src
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
      )}
      {/* Every block places its own content in the page's container (container-page), and a themed
          block (a dark or royal band) runs edge to edge. A band that opens or closes the page meets the
          hero or the page's foot, with no strip of cream between. */}
      <div className="py-8 has-[>div:first-child>[data-royal]]:pt-0 has-[>div:first-child>[data-theme=dark]]:pt-0 has-[>div:last-child>[data-royal]]:pb-0 has-[>div:last-child>[data-theme=dark]]:pb-0">
        {article.blocked ? (
          <MembersNotice signedIn={reader.signedIn} returnPath={reader.path} />
        ) : (
          <RenderBlocks blocks={story} />
        )}
        {share ? (
          <div className="container-page mt-12 *:border-t *:border-ink/10 *:pt-6">
            <ShareLinks url={shareUrl} title={title} label="Share this story" />
          </div>
        ) : null}
        {closingRelated.length > 0 ? <RenderBlocks blocks={closingRelated} /> : null}
      </div>
      {related ? <RelatedArticles article={article} /> : null}
    </article>
  );
}
