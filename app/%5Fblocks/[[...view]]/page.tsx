import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BLOCK_GALLERY_ARTICLE, BlockGallery } from '@/features/block-gallery/block-gallery';
import { getArticleBySlug } from '@/platform/content/articles';

// /_blocks: every block and card type in each theme, for designers, editors and tests. Hidden from
// the navigation and the sitemap, and kept out of search engines. An optional segment with no
// parameters given at build, so the gallery is made at its first request, not by `next build`, which
// needs no content service (docs/decisions/0020); the proxy answers any deeper path with the 404 page.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  title: 'Block gallery',
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ view?: string[] }> };

export default async function BlockGalleryPage({ params }: Props) {
  if ((await params).view) notFound();
  return <BlockGallery article={await getArticleBySlug(BLOCK_GALLERY_ARTICLE)} />;
}
