import { eventRoute } from '@/features/article/section-route';

// An event, or one of its day pages (/non-racing-events/{slug}/{dayPage}).
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const route = eventRoute('non-racing-events');
export const generateMetadata = route.generateMetadata;
export default route.Page;
