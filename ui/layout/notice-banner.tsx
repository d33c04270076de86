import { isExternalHref } from '@/platform/shared/hrefs';
import { LinkLabel } from '@/ui/link/link-label';
import { linkName } from '@/ui/link/link-text';
import { SiteLink as Link } from '@/ui/link/site-link.client';

export interface Notice {
  title: string;
  summary?: string;
  href?: string;
}

export function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <aside aria-label="Notice" className="bg-gold-500 text-turf-950">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 px-4 py-2 text-center text-sm">
        <strong className="font-bold">{notice.title}</strong>
        {notice.summary ? <span className="hidden sm:inline">{notice.summary}</span> : null}
        {notice.href ? (
          <Link
            href={notice.href}
            aria-label={linkName('Read more', notice.title, isExternalHref(notice.href))}
            className="font-semibold underline underline-offset-2"
          >
            <LinkLabel text="Read more" subject={notice.title} />
          </Link>
        ) : null}
      </p>
    </aside>
  );
}
