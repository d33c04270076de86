import 'server-only';
import { scriptAttribute, sha256Source, type ScriptSpec } from '@/shared/html-scripts.mjs';
import { embedSourcesOf } from '@/ui/consent/providers';
import { readCmsHtml } from './cms-html';
import { EmbedConsent } from './embed-consent.client';
import { gateEmbeds } from './embeds';
import { ReinsertScripts } from './reinsert-scripts.client';

/**
 * The hash sources of the inline scripts to re-insert, announced in the HTML so the page's
 * Content-Security-Policy allows them (server/security-headers.mjs); scripts with a src are allowed by
 * their host.
 */
function inlineHashes(scripts: readonly ScriptSpec[]): string | undefined {
  const hashes = scripts
    .filter((script) => scriptAttribute(script, 'src') === null)
    .map((script) => sha256Source(script.text));
  return hashes.length > 0 ? hashes.join(' ') : undefined;
}

interface HtmlContentProps {
  html: string;
  /** Whether the body's own scripts run after mount (CMS HTML bodies); never for markdown output. */
  runScripts?: boolean;
  className?: string;
}

// The body's own paragraphs, headings and lists are spaced apart (they sit inside the inner element
// that holds the HTML), a heading further from what comes before it.
const prose =
  'space-y-4 [&>div>*+*]:mt-4 [&>div>h2:not(:first-child)]:mt-10 [&>div>h3:not(:first-child)]:mt-8 ' +
  'leading-relaxed [&_a]:font-semibold [&_a]:underline [&_a]:decoration-gold-500 [&_a]:underline-offset-4 ' +
  '[&_h2]:heading-section [&_h3]:heading-sub [&_h4]:text-xl [&_h4]:font-semibold ' +
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 [&_blockquote]:border-l-4 ' +
  '[&_blockquote]:border-gold-500 [&_blockquote]:pl-4 [&_blockquote]:italic [&_img]:h-auto [&_img]:max-w-full';

/**
 * A content body as HTML, sanitized on the server (this module never reaches the browser): the server
 * HTML never carries a script element, nor markup that could differ on hydration. Its embeds are
 * consent placeholders until their provider is allowed; the providers are announced so the page's
 * Content-Security-Policy allows their frames and scripts, and no others.
 */
export function HtmlContent({ html, runScripts = false, className = '' }: HtmlContentProps) {
  const { html: safe, scripts } = readCmsHtml(html);
  const { html: gated, providers, otherOrigins } = gateEmbeds(safe);
  const sources = [...embedSourcesOf(providers), ...otherOrigins];
  const run = runScripts && scripts.length > 0;
  return (
    <div
      className={`${prose} ${className}`}
      data-script-hashes={run ? inlineHashes(scripts) : undefined}
      data-embed-sources={sources.length > 0 ? sources.join(' ') : undefined}
    >
      <div dangerouslySetInnerHTML={{ __html: gated }} />
      {providers.length > 0 ? <EmbedConsent /> : null}
      {run ? <ReinsertScripts scripts={scripts} /> : null}
    </div>
  );
}
