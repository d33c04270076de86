import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { TEMPLATES } from './template-pages.mjs';

// Keyboard focus a visitor can see (WCAG 2.2 AA 2.4.7 and 2.4.11): every template is tabbed through at a
// desktop's width, and at every stop the focused element (or the card or label that shows its focus)
// must wear a ring it did not wear unfocused, and must not sit under the sticky header. The header and the
// footer are one component on every page: the home page is tabbed through from its first stop to its last,
// and every other template from its skip link, which takes the keyboard to the page's own content, to
// the end of that content.
const MOST_STOPS = 150;

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

// Runs in the page before anything has focus: how each focusable element and the few around it that
// may show its focus (its ancestors, its labels, the element after it) look unfocused.
function recordUnfocused(selector: string): number {
  const looks = new WeakMap<Element, string>();
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
  };
  const focusables = [...document.querySelectorAll(selector)];
  for (const element of focusables) {
    const around: Element[] = [element];
    for (let parent = element.parentElement, depth = 0; parent && depth < 4; parent = parent.parentElement) {
      around.push(parent);
      depth += 1;
    }
    if (element.nextElementSibling) around.push(element.nextElementSibling);
    for (const label of (element as HTMLInputElement).labels ?? []) around.push(label);
    for (const each of around) if (!looks.has(each)) looks.set(each, look(each));
  }
  (window as unknown as { unfocusedLooks: WeakMap<Element, string> }).unfocusedLooks = looks;
  return focusables.length;
}

interface Stop {
  what: string;
  /** An element at this stop wears a ring it did not wear unfocused; null for a frame of another site. */
  ringShown: boolean | null;
  underHeader: boolean;
  /** Focus went back to the page itself: the whole page has been tabbed through. */
  done: boolean;
  /** The focused element is in the page's own content (its main element). */
  inMain: boolean;
}

// Runs in the page at each stop, once the browser has scrolled the focused element into view.
async function inspectFocus(): Promise<Stop> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { what: 'the page', ringShown: null, underHeader: false, done: true, inMain: false };
  }
  const kind = element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : '';
  const name = element.textContent?.trim() || element.getAttribute('aria-label') || element.id;
  const what = `${element.tagName.toLowerCase()}${kind} "${name.slice(0, 50)}"`;
  const inMain = element.closest('main') !== null;
  // A frame's own page draws its focus (an advert, a video player): another site's to check.
  if (element.tagName === 'IFRAME') return { what, ringShown: null, underHeader: false, done: false, inMain };
  // A date field's last stop is the browser's own calendar button inside it (the field itself no longer
  // matches :focus), whose focus the browser draws: not the page's to style.
  if (
    element.matches('input[type=date], input[type=time], input[type=datetime-local]') &&
    !element.matches(':focus')
  ) {
    return { what, ringShown: null, underHeader: false, done: false, inMain };
  }
  const looks = (window as unknown as { unfocusedLooks: WeakMap<Element, string> }).unfocusedLooks;
  const look = (each: Element) => {
    const style = getComputedStyle(each);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
  };
  const around: Element[] = [element];
  for (let parent = element.parentElement, depth = 0; parent && depth < 4; parent = parent.parentElement) {
    around.push(parent);
    depth += 1;
  }
  if (element.nextElementSibling) around.push(element.nextElementSibling);
  for (const label of (element as HTMLInputElement).labels ?? []) around.push(label);
  // An element drawn after the page loaded (a personalised block, a carousel's card) is looked at
  // unfocused now: focus leaves it for a moment and comes back, still from the keyboard.
  if (around.some((each) => !looks.has(each))) {
    // A date field keeps focus in its day, month and year parts through blur(): focus is parked on a
    // placeholder of our own instead, so the field is really unfocused while it is looked at.
    const parking = document.createElement('span');
    parking.tabIndex = -1;
    document.body.append(parking);
    parking.focus({ preventScroll: true });
    for (const each of around) if (!looks.has(each)) looks.set(each, look(each));
    parking.remove();
    (element as HTMLElement).focus({ preventScroll: true });
  }
  const ringOf = (each: Element) => {
    const style = getComputedStyle(each);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const before = looks.get(each)!;
    const shadowed = style.boxShadow !== 'none' && before.split('|')[1] !== style.boxShadow;
    return before !== look(each) && (outlined || shadowed);
  };
  const ring = around.find(ringOf);
  const header = [...document.querySelectorAll('header')].find((each) =>
    ['sticky', 'fixed'].includes(getComputedStyle(each).position),
  );
  let underHeader = false;
  if (header && !header.contains(element)) {
    // The focused element itself (the ring's holder when it is too small to see, a hidden radio's label).
    const own = element.getBoundingClientRect();
    const box = own.width > 2 && own.height > 2 ? own : (ring ?? element).getBoundingClientRect();
    const bar = header.getBoundingClientRect();
    // An element taller than half the screen (a film's poster that plays on a click anywhere) is never
    // hidden by the bar; anything smaller must be wholly clear of it.
    underHeader = box.height < window.innerHeight / 2 && box.top < bar.bottom - 1 && box.bottom > bar.top + 1;
  }
  return { what, ringShown: ring !== undefined, underHeader, done: false, inMain };
}

interface Tabbed {
  stops: number;
  unseen: string[];
  hidden: string[];
}

/**
 * Presses Tab until focus goes back to the page (the whole page), or, with `contentOnly`, until it leaves
 * the page's main content, checking every stop on the way.
 */
async function tabThrough(page: Page, contentOnly: boolean): Promise<Tabbed> {
  const found: Tabbed = { stops: 0, unseen: [], hidden: [] };
  for (; found.stops < MOST_STOPS; found.stops += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus);
    if (stop.done || (contentOnly && !stop.inMain)) break;
    if (stop.ringShown === false) found.unseen.push(stop.what);
    if (stop.underHeader) found.hidden.push(stop.what);
  }
  return found;
}

test.describe('keyboard focus', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  for (const [name, address] of Object.entries(TEMPLATES)) {
    const wholePage = address === TEMPLATES.home;
    const where = wholePage ? 'header, content and footer' : 'content, reached by its skip link,';
    test(`every stop in the ${name} page's ${where} shows its focus, clear of the sticky header`, async ({
      page,
    }) => {
      await page.goto(address);
      await hydrated(page);
      expect(await page.evaluate(recordUnfocused, FOCUSABLE)).toBeGreaterThan(5);
      if (!wholePage) {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
        await page.keyboard.press('Enter');
      }
      const { stops, unseen, hidden } = await tabThrough(page, !wholePage);
      expect(stops, 'focus stops reached').toBeGreaterThan(wholePage ? 5 : 0);
      expect.soft(unseen, 'stops that show no focus ring').toEqual([]);
      expect.soft(hidden, 'stops under the sticky header').toEqual([]);
    });
  }
});
