import { inlineCall } from '@/platform/shared/inline-script';
import { TAKEOVER_FLAG } from './takeover-flag';

/**
 * Runs in the browser's <head>, sent as its own source text (see inlineCall): self-contained, plain code.
 * While a takeover runs, marks it active unless the cookie or storage says the visitor dismissed it.
 * With none running, sets the flag to 'false' and clears the dismissal cookie, so a visitor
 * who dismissed one takeover sees the next. Unknown (the content service failing): leaves both alone.
 */
function markTakeover(flag: string, active: boolean | null): void {
  try {
    if (active === null) return;
    if (!active) {
      localStorage.setItem(flag, 'false');
      if (new RegExp('(?:^|; )' + flag + '=').test(document.cookie)) {
        document.cookie = flag + '=; Path=/; Max-Age=0; SameSite=Lax';
      }
      return;
    }
    const cookie = document.cookie.match(new RegExp('(?:^|; )' + flag + '=([^;]*)'));
    const dismissed = (cookie !== null && cookie[1] === 'true') || localStorage.getItem(flag) === 'true';
    if (!dismissed) document.documentElement.dataset.takeover = 'active';
  } catch {
    // Cookies or storage blocked (a sandboxed frame, strict privacy settings): the site shows.
  }
}

/**
 * Runs in <head> before the first paint, so a visitor who dismissed the takeover never sees it flash,
 * while the HTML stays the same for everyone.
 */
export function takeoverScript(active: boolean | null): string {
  return inlineCall(markTakeover, TAKEOVER_FLAG, active);
}

export function TakeoverScript({ active }: { active: boolean | null }) {
  return <script dangerouslySetInnerHTML={{ __html: takeoverScript(active) }} />;
}
