import { sectionRoute } from '@/features/article/section-route';

// Articles without the single-page flag live at /content/{slug} (spec §2).
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const route = sectionRoute('content');
export const generateMetadata = route.generateMetadata;
export default route.Page;
