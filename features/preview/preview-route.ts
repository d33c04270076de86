import 'server-only';
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath } from '@/features/seo/canonical-path';
import { getPreviewBySlug } from '@/platform/content/articles';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { secretMatches } from '@/platform/secrets';
import { getSettings } from '@/platform/settings';

const PRIVATE = { 'cache-control': 'private, no-store' };
const say = (text: string, status: number) =>
  new NextResponse(`${text}\n`, {
    status,
    headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' },
  });

/** An article's slug as editors write them: letters, digits and dashes. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * GET /api/preview?secret=…&slug=…, the link an editor opens from the content service: with the
 * preview secret (PREVIEW_SECRET), turns on Next's draft mode for this browser and opens the article at
 * its address, showing its unpublished version. Every page then asks for drafts, is rendered for this
 * browser alone and kept by no cache, under a bar that says so and leads out (/api/preview/exit).
 * A wrong or missing secret, or preview switched off, is refused with 401.
 */
export async function previewRoute(request: NextRequest): Promise<NextResponse> {
  const secret = getSettings().previewSecret;
  const { searchParams } = request.nextUrl;
  if (!secret || !secretMatches(searchParams.get('secret'), secret)) {
    return say('Preview needs the preview secret: ask the site team for the preview link.', 401);
  }
  const slug = searchParams.get('slug') ?? '';
  if (!SLUG.test(slug)) {
    return say("Name the article to preview by its slug: /api/preview?secret=…&slug=the-article's-slug", 400);
  }
  let article;
  try {
    article = await getPreviewBySlug(slug);
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) {
      return say('The content service did not answer: try the preview link again in a moment.', 503);
    }
    throw error;
  }
  const path = article ? canonicalPath(article) : null;
  if (!path) return say(`No article, published or draft, has the slug "${slug}".`, 404);
  (await draftMode()).enable();
  return NextResponse.redirect(new URL(path, request.nextUrl), { status: 307, headers: PRIVATE });
}

/** A path of this site to go back to: a single leading slash, so never another site's address. */
function ownPath(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/**
 * GET /api/preview/exit: turns preview off and goes back to the page the editor was on (`?path=`, else
 * the page the bar was clicked on), now as visitors see it.
 */
export async function exitPreviewRoute(request: NextRequest): Promise<NextResponse> {
  (await draftMode()).disable();
  let from: string | null = null;
  const referrer = request.headers.get('referer');
  if (referrer && URL.canParse(referrer)) {
    const url = new URL(referrer);
    if (url.origin === request.nextUrl.origin) from = `${url.pathname}${url.search}`;
  }
  const path = ownPath(request.nextUrl.searchParams.get('path')) ?? ownPath(from) ?? '/';
  return NextResponse.redirect(new URL(path, request.nextUrl), { status: 307, headers: PRIVATE });
}
