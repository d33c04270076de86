import { sectionRoute } from '@/features/article/section-route';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const route = sectionRoute('faqs');
export const generateMetadata = route.generateMetadata;
export default route.Page;
