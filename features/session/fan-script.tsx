import { inlineCall } from '@/platform/shared/inline-script';
import { HINT_COOKIE, HINT_SIGNED_IN } from '@/shared/cookies.mjs';

/**
 * Runs in the browser's <head>, sent as its own source text (see inlineCall): self-contained, plain code.
 * Marks a signed-in fan when the hint cookie says so.
 */
function markSignedInFan(cookieName: string, signedIn: string): void {
  try {
    if (new RegExp('(?:^|; )' + cookieName + '=' + signedIn + '(?:;|$)').test(document.cookie)) {
      document.documentElement.dataset.fan = signedIn;
    }
  } catch {
    // Cookies blocked (a sandboxed frame): the signed-out links show, as without JavaScript.
  }
}

/**
 * Runs in <head> before the first paint: marks a signed-in fan from the hint cookie, so the header
 * never shows 'Sign in' to them while the HTML stays the same for everyone.
 */
export function fanScript(): string {
  return inlineCall(markSignedInFan, HINT_COOKIE, HINT_SIGNED_IN);
}

export function FanScript() {
  return <script dangerouslySetInnerHTML={{ __html: fanScript() }} />;
}
