import type { Metadata } from 'next';
import { BLOCK_GALLERY_ARTICLE, BlockGallery } from '@/features/block-gallery/block-gallery';
import { getArticleBySlug } from '@/platform/content/articles';

// /_blocks: every block and card type in each theme, for designers, editors and tests. Hidden from
// the navigation and the sitemap, and kept out of search engines.
export const revalidate = 30;

export const metadata: Metadata = {
  title: 'Block gallery',
  robots: { index: false, follow: false },
};

export default async function BlockGalleryPage() {
  return <BlockGallery article={await getArticleBySlug(BLOCK_GALLERY_ARTICLE)} />;
}
