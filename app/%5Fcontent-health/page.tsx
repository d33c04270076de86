import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { mayReadContentHealth } from '@/features/content-health/access';
import { contentHealthReport } from '@/features/content-health/content-health';
import { ContentHealthView } from '@/features/content-health/content-health-view';

// /_content-health: what the site met in the editors' content and worked around, for editors with
// the preview secret or a preview session. Rendered for each request and kept by no cache (the proxy
// marks it private); to anyone else it is no page.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Content health',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContentHealthPage({ searchParams }: Props) {
  const { secret } = await searchParams;
  const given = typeof secret === 'string' ? secret : null;
  if (!(await mayReadContentHealth(given))) notFound();
  const jsonHref = `/_content-health/json${given ? `?secret=${encodeURIComponent(given)}` : ''}`;
  return <ContentHealthView report={await contentHealthReport()} jsonHref={jsonHref} />;
}
