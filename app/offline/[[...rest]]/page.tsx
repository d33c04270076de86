import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadShell } from '@/features/navigation/load-shell';
import { OfflinePage } from '@/features/offline/offline-page';

// /offline: the page the offline worker shows for an address the phone has not kept (docs/decisions/0040).
// An optional segment with no parameters given at build, so the page is made at its first request, not
// by `next build`, which needs no content service (docs/decisions/0020); a deeper path is the 404 page.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  title: 'You are offline',
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ rest?: string[] }> };

export default async function Offline({ params }: Props) {
  if ((await params).rest) notFound();
  return <OfflinePage shell={await loadShell()} />;
}
