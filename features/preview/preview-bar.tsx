import 'server-only';
import { inPreview } from '@/platform/preview';

/**
 * The bar across an editor's preview: says the page shows unpublished content seen by no visitor, and
 * leads out of preview. Nothing for anyone else.
 */
export async function PreviewBar() {
  if (!(await inPreview())) return null;
  // A form, not a link: leaving preview is a full page load through the Route Handler, never the router.
  return (
    <form
      action="/api/preview/exit"
      role="region"
      aria-label="Preview"
      className="bg-royal-900 px-4 py-2 text-center text-sm text-cream"
    >
      <strong className="font-semibold">Preview.</strong> You are seeing unpublished content, which no visitor
      sees.{' '}
      <button type="submit" className="cursor-pointer font-semibold underline underline-offset-2">
        Leave preview
      </button>
    </form>
  );
}
