import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Every template of the site, at a phone's width and a desktop's, checked as a person looking at it
// would: nothing scrolls sideways or sticks out of the screen, one level-one heading, logos never
// cropped.
const TEMPLATES = {
  home: '/',
  article: '/content/silver-lantern-wins-summer-mile',
  news: '/news',
  'category list': '/news/racing',
  racedays: '/racedays',
  raceday: '/racedays/royal-kingsmere-week',
  'event day': '/racedays/royal-kingsmere-week/day-one',
  royal: '/royal-kingsmere',
  membership: '/memberships/queen-anne',
  hospitality: '/hospitality',
  'plan your visit': '/plan-visit',
  faqs: '/faqs',
  search: '/search-results?query=gold',
  partners: '/official-partners',
  'not found': '/no-such-page-at-all',
} as const;

const WIDTHS = [375, 1440] as const;

interface Findings {
  pageWidth: number;
  screenWidth: number;
  outside: string[];
  h1InHtml: number;
  h1Shown: number;
  croppedLogos: string[];
}

// Scrolls to the end and back, so lazy images near the screen start loading, then gives the ones
// loading a few seconds to arrive (an image in a row scrolled sideways may never be asked for).
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    const arrived = (image: HTMLImageElement) =>
      image.complete ? Promise.resolve() : image.decode().catch(() => undefined);
    await Promise.race([
      Promise.all([...document.images].map(arrived)),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
}

function inspect(): Findings {
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
  return {
    pageWidth: document.documentElement.scrollWidth,
    screenWidth,
    outside,
    h1InHtml: document.querySelectorAll('h1').length,
    h1Shown: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(shown).length,
    croppedLogos,
  };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });

    for (const [name, path] of Object.entries(TEMPLATES)) {
      test(`the ${name} page's layout holds`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        await hydrated(page);
        await loadEveryImage(page);
        const found = await page.evaluate(inspect);
        expect(found.pageWidth, 'the page scrolls sideways').toBe(found.screenWidth);
        expect(found.outside, 'elements outside the screen').toEqual([]);
        expect(found.h1InHtml, 'level-one headings in the HTML').toBe(1);
        expect(found.h1Shown, 'level-one headings shown').toBe(1);
        expect(found.croppedLogos, 'logos cropped').toEqual([]);
      });
    }
  });
}
