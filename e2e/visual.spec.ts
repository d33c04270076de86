import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { expect, hydrated, test } from './fixtures';
import { firstAnswer, startSecondSandbox, startSecondServer, type SecondServer } from './second-server';
import { awaitEveryPicture, heightAt, TEMPLATES, WIDTHS } from './template-pages.mjs';
import { ACCEPT_ALL_GRANTS, consentStorage } from '../sandbox/consent-vendors.mjs';
import { sandboxEnv } from '../scripts/sandbox-env.mjs';

// Every template at a phone's width and a desktop's, visited once and checked as a person looking at it
// would: nothing scrolls sideways or sticks out of the screen, one level-one heading, logos never
// cropped, no picture blown up or shrunk more than twice its own size, every section heading on one
// left edge at one size and no button set in capitals (docs/design-system.md); then compared with the
// screenshot committed beside this file (e2e/visual.spec.ts-snapshots). The site runs on a server of
// its own whose clock is stopped (SITE_CLOCK), and the browser's clock with it, beside a sandbox of its
// own whose pack dates count from the same moment (SANDBOX_CLOCK), so fixture lists, 'today' and
// countdowns are the same from one day to the next. After a deliberate change of look: `npx playwright
// test e2e/visual.spec.ts --update-snapshots` on a built site (scripts/e2e.mjs builds it), then look at
// the new pictures.
const FROZEN_AT = '2026-11-20T09:00:00Z';
const OFFSET = 30;

// Small differences in anti-aliasing between runs pass; a moved block, a lost picture or a new colour
// does not.
const TOLERANCE = {
  maxDiffPixelRatio: 0.01,
  threshold: 0.2,
  timeout: 30_000,
  // The picture's own pixels: a desktop drawn at half its pixels is saved at half the size.
  scale: 'device',
} as const;

// Pages that are no template of their own but whose blocks scroll sideways on a phone (the block
// gallery's carousels, date tabs, anchor tabs, tables and news tabs; the tickets page's): what a row
// holds scrolls inside the row, never the page.
const SIDEWAYS_ROWS = ['/tickets', '/_blocks'];

const slug = (name: string) => name.replace(/\s+/g, '-');

let sandbox: SecondServer;
let server: SecondServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = Number(new URL(E2E.site).port) + OFFSET;
  const env = sandboxEnv(path.resolve('.'), {
    port,
    sandboxPort: Number(new URL(E2E.sandbox).port) + OFFSET,
  });
  sandbox = startSecondSandbox(E2E.sandbox, OFFSET, { ...env, SANDBOX_CLOCK: FROZEN_AT });
  await firstAnswer(`${sandbox.origin}/__sandbox/health`, (answer) => answer.status === 200);
  server = startSecondServer(sandbox.origin, E2E.site, OFFSET, {
    ...env,
    SITE_CLOCK: FROZEN_AT,
    REQUEST_LOG: 'off',
  });
  await firstAnswer(`${server.origin}/readyz`, (answer) => answer.status === 200);
});

test.afterAll(() => {
  server?.process.kill();
  sandbox?.process.kill();
});

// A returning visitor who accepted every vendor, with the browser's clock stopped where the site's is,
// once the page is hydrated and every picture on it has arrived.
async function visit(page: Page, address: string): Promise<void> {
  await page.clock.setFixedTime(new Date(FROZEN_AT));
  const storage = consentStorage(ACCEPT_ALL_GRANTS);
  await page.addInitScript((entry) => localStorage.setItem(entry.name, entry.value), storage);
  await page.goto(`${server.origin}${address}`);
  await hydrated(page);
  // What the page asks for once it is interactive: a personalised block keeps its room until its
  // campaign is drawn (or the room is given back), a form shows it is busy until it is ready.
  await expect(page.locator('[data-promo-reserve], [aria-busy="true"]')).toHaveCount(0);
  expect.soft(await page.evaluate(awaitEveryPicture), 'pictures that never arrived').toEqual([]);
  // The sticky header would sit wherever the page was last scrolled to: in a whole-page picture it
  // stays at the top, where a visitor first sees it.
  // A fixture's buy bar, fixed to a phone's screen, is drawn at the page's end, over the room the
  // footer keeps for it.
  await page.addStyleTag({
    content:
      'header.sticky { position: relative !important; } body { position: relative; } [data-buy-bar] { position: absolute !important; }',
  });
}

interface Findings {
  pageWidth: number;
  screenWidth: number;
  outside: string[];
  h1InHtml: number;
  h1Shown: number;
  croppedLogos: string[];
  badlySized: string[];
  sectionHeadings: { text: string; left: number; size: string }[];
  capitalButtons: string[];
}

// Runs in the page: what a person looking at it would see wrong.
async function inspect(): Promise<Findings> {
  const screenWidth = document.documentElement.clientWidth;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)}`;
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1;
  };
  // An ancestor that clips or scrolls sideways holds what sticks out of it (a carousel's row).
  const heldSideways = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const outside = [...document.body.querySelectorAll('*')]
    .filter((element) => shown(element) && !heldSideways(element))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > screenWidth + 1 || box.left < -1;
    })
    .map(describe);

  const images = [...document.images].filter(
    (image) => shown(image) && image.complete && image.naturalWidth > 0,
  );
  // The pack's logos are its `logo-*` and `sponsor-*` files.
  const isLogo = (image: HTMLImageElement) =>
    /(?:\/|%2F)(?:logo|sponsor)-[^/]*$/i.test(image.currentSrc.split('&')[0]!);
  const croppedLogos = images
    .filter(isLogo)
    .filter((image) => {
      const fit = getComputedStyle(image).objectFit;
      const box = image.getBoundingClientRect();
      const shapeDiffers = Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) > 0.02;
      return shapeDiffers && (fit === 'cover' || fit === 'fill' || fit === '');
    })
    .map((image) => image.currentSrc);
  // An image's natural size is in CSS pixels after its srcset density; its pixels are the file's own.
  const filePixels = async (image: HTMLImageElement) => {
    const probe = new Image();
    probe.src = image.currentSrc;
    await probe.decode().catch(() => undefined);
    return { width: probe.naturalWidth, height: probe.naturalHeight };
  };
  // A picture the page already holds at a larger width (a raceday's hero, again on its event card) is
  // drawn from the browser's memory, which may pick that larger copy: it costs no download.
  const pictureOf = (image: HTMLImageElement) => {
    const address = new URL(image.currentSrc, location.href);
    return {
      source: address.searchParams.get('url') ?? address.pathname,
      width: Number(address.searchParams.get('w')),
    };
  };
  const largestHeld = new Map<string, number>();
  const copies = new Map<string, number>();
  for (const image of images) {
    if (!image.currentSrc) continue;
    const { source, width } = pictureOf(image);
    largestHeld.set(source, Math.max(largestHeld.get(source) ?? 0, width));
    copies.set(source, (copies.get(source) ?? 0) + 1);
  }
  const badlySized: string[] = [];
  for (const image of images) {
    if (image.currentSrc.startsWith('data:') || /\.svg(\?|$)/.test(image.currentSrc)) continue;
    const file = await filePixels(image);
    if (file.width === 0) continue;
    const box = image.getBoundingClientRect();
    // A covering image fills its box along the side its picture is short of.
    const fit = getComputedStyle(image).objectFit;
    const scale =
      fit === 'cover'
        ? Math.max(box.width / file.width, box.height / file.height)
        : Math.min(box.width / file.width, box.height / file.height);
    // Blown up: under half the pixels it is drawn at on this screen. Shrunk: over twice the pixels it is
    // drawn at on a screen of one pixel to a CSS pixel. At one pixel or more the two are one measure; the
    // desktop drawn at half its pixels (deviceScaleFactor 0.5) has the browser choose pictures for half
    // a pixel, and the site's smallest widths are made for screens of one.
    const blownUp = scale * window.devicePixelRatio > 2;
    const shrunk = scale * Math.max(window.devicePixelRatio, 1) < 0.5;
    const { source, width } = pictureOf(image);
    const reused = width > 0 && width === largestHeld.get(source) && shrunk && (copies.get(source) ?? 0) > 1;
    if ((blownUp || shrunk) && !reused) {
      badlySized.push(
        `${image.currentSrc} (${file.width}×${file.height} drawn ${Math.round(box.width)}×${Math.round(box.height)})`,
      );
    }
  }
  // A section heading: an h2 of the page's main content that heads a band of it, not one inside a hero
  // or title band (header), a list, the navigation, a search form or a card (an article that is not
  // the page's own, which holds its h1). Where its words start is measured, not its box, so a centred
  // heading shows.
  const isSectionHeading = (heading: Element) => {
    if (heading.closest('header, nav, li, dialog, footer, [role="search"]')) return false;
    const article = heading.closest('article');
    return !article || article.querySelector('h1') !== null;
  };
  const sectionHeadings = [...document.querySelectorAll('main h2')]
    .filter((heading) => shown(heading) && isSectionHeading(heading))
    .map((heading) => {
      const words = document.createRange();
      words.selectNodeContents(heading);
      const firstLine = words.getClientRects()[0] ?? heading.getBoundingClientRect();
      return {
        text: heading.textContent?.trim().slice(0, 40) ?? '',
        left: Math.round(firstLine.left),
        size: getComputedStyle(heading).fontSize,
      };
    });
  // A button: a button element, or a link drawn as one (a pill with a fill or an outline).
  const drawnAsButton = (element: Element) => {
    if (element.tagName === 'BUTTON' || element.getAttribute('role') === 'button') return true;
    const style = getComputedStyle(element);
    const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
    return parseFloat(style.borderTopLeftRadius) >= 12 && filled;
  };
  const capitalButtons = [...document.body.querySelectorAll('a, button, [role="button"]')]
    .filter((element) => shown(element) && drawnAsButton(element))
    .filter((element) => getComputedStyle(element).textTransform === 'uppercase')
    .map((element) => element.textContent?.trim().slice(0, 40) || describe(element));
  return {
    pageWidth: document.documentElement.scrollWidth,
    screenWidth,
    outside,
    h1InHtml: document.querySelectorAll('h1').length,
    h1Shown: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(shown).length,
    croppedLogos,
    badlySized,
    sectionHeadings,
    capitalButtons,
  };
}

// Each finding is its own soft check, so one visit reports every layout fault and the screenshot's.
async function checkLayout(page: Page): Promise<void> {
  const found = await page.evaluate(inspect);
  expect.soft(found.pageWidth, 'the page scrolls sideways').toBe(found.screenWidth);
  expect.soft(found.outside, 'elements outside the screen').toEqual([]);
  expect.soft(found.h1InHtml, 'level-one headings in the HTML').toBe(1);
  expect.soft(found.h1Shown, 'level-one headings shown').toBe(1);
  expect.soft(found.croppedLogos, 'logos cropped').toEqual([]);
  expect.soft(found.badlySized, 'pictures drawn at under half or over twice their size').toEqual([]);
  // One grid and one heading style: every section heading within 1 px of the first's left edge, at its size.
  const [first] = found.sectionHeadings;
  if (first) {
    const offGrid = found.sectionHeadings.filter((heading) => Math.abs(heading.left - first.left) > 1);
    expect
      .soft(offGrid, `section headings off the left edge of "${first.text}" (${first.left} px)`)
      .toEqual([]);
    const otherSize = found.sectionHeadings.filter((heading) => heading.size !== first.size);
    expect
      .soft(otherSize, `section headings in a size other than "${first.text}"'s ${first.size}`)
      .toEqual([]);
  }
  expect.soft(found.capitalButtons, 'buttons set in capitals by the style').toEqual([]);
}

// What no two visits draw alike: the advert double's creative, a third party's frame, the live blog.
const unsettled = (page: Page) => [page.locator('[data-ad-unit], iframe, [data-live-blog]')];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // A desktop's whole page is drawn at half its pixels: the same layout, a quarter of the file.
    test.use({ viewport: { width, height: heightAt(width) }, deviceScaleFactor: width > 600 ? 0.5 : 1 });

    for (const [name, address] of Object.entries(TEMPLATES)) {
      test(`the ${name} page holds its layout and looks as it did`, async ({ page }) => {
        test.setTimeout(120_000);
        await visit(page, address);
        await checkLayout(page);
        await expect(page).toHaveScreenshot(`${slug(name)}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: unsettled(page),
          ...TOLERANCE,
        });
      });
    }

    test('the takeover looks as it did', async ({ openContext }) => {
      test.setTimeout(120_000);
      const context = await openContext({
        viewport: { width, height: heightAt(width) },
        deviceScaleFactor: width > 600 ? 0.5 : 1,
      });
      const page = await context.newPage();
      await visit(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveScreenshot(`takeover-${width}.png`, { animations: 'disabled', ...TOLERANCE });
    });

    test('the sign-in page looks as it did', async ({ page }) => {
      test.setTimeout(120_000);
      // The site's sign-in route sends the visitor on to the identity provider's page (the sandbox's).
      await page.goto(`${server.origin}/api/session/sign-in?return=%2F`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in to');
      await expect(page).toHaveScreenshot(`sign-in-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        ...TOLERANCE,
      });
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: WIDTHS[0], height: heightAt(WIDTHS[0]) } });

  for (const address of SIDEWAYS_ROWS) {
    test(`${address} is no wider than the screen`, async ({ page }) => {
      await page.goto(`${server.origin}${address}`);
      await hydrated(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, 'the page scrolls sideways').toBe(widths.screen);
    });
  }
});
