import { HINT_COOKIE, HINT_SIGNED_IN } from './cookie-names';

/**
 * Runs in <head> before the first paint: marks a signed-in fan from the hint cookie, so the header
 * never shows 'Sign in' to them while the HTML stays the same for everyone (DESIGN.md "HTML is shareable").
 */
export function fanScript(): string {
  const pattern = JSON.stringify(`(?:^|; )${HINT_COOKIE}=${HINT_SIGNED_IN}(?:;|$)`);
  return (
    `(function(){try{if(new RegExp(${pattern}).test(document.cookie))` +
    `document.documentElement.dataset.fan=${JSON.stringify(HINT_SIGNED_IN)};}catch(e){}})();`
  );
}

export function FanScript() {
  return <script dangerouslySetInnerHTML={{ __html: fanScript() }} />;
}
