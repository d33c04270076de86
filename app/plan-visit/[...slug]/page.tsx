import { sectionRoute } from '@/features/article/section-route';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const route = sectionRoute('plan-visit');
export const generateMetadata = route.generateMetadata;
export default route.Page;
