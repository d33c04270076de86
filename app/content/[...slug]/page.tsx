import { sectionRoute } from '@/features/article/section-route';

// An article without the single-page flag lives at /content/{slug}; one with it at its own path.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const route = sectionRoute('content');
export const generateMetadata = route.generateMetadata;
export default route.Page;
