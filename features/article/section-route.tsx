import 'server-only';
import { ArticleRoute, articleRouteMetadata } from './article-route';

type CatchAllProps = { params: Promise<{ slug: string[] }> };
type EventProps = { params: Promise<{ slug: string; dayPage?: string[] }> };

/** The page and metadata of a section's catch-all route, e.g. /faqs/{slug}: articles under that path. */
export function sectionRoute(section: string) {
  const segments = async (params: CatchAllProps['params']) => [section, ...(await params).slug];
  return {
    generateMetadata: async ({ params }: CatchAllProps) => articleRouteMetadata(await segments(params)),
    Page: async ({ params }: CatchAllProps) => <ArticleRoute segments={await segments(params)} />,
  };
}

/** An event section, /racedays/{slug}/{dayPage}: the event, or one of its day pages. */
export function eventRoute(section: string) {
  const segments = async (params: EventProps['params']) => {
    const { slug, dayPage = [] } = await params;
    return [section, slug, ...dayPage];
  };
  return {
    generateMetadata: async ({ params }: EventProps) => articleRouteMetadata(await segments(params)),
    Page: async ({ params }: EventProps) => <ArticleRoute segments={await segments(params)} />,
  };
}
