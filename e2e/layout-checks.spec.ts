import { expect, hydrated, test } from './fixtures';
import { heightAt, loadEveryImage, TEMPLATES, WIDTHS } from './templates';

// Every template of the site, at a phone's width and a desktop's, checked as a person looking at it
// would: nothing scrolls sideways or sticks out of the screen, one level-one heading, logos never
// cropped, and no picture blown up or shrunk more than twice its own size.

interface Findings {
  pageWidth: number;
  screenWidth: number;
  outside: string[];
  h1InHtml: number;
  h1Shown: number;
  croppedLogos: string[];
  badlySized: string[];
}

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
    const ratio = scale * window.devicePixelRatio;
    const { source, width } = pictureOf(image);
    const reused =
      width > 0 && width === largestHeld.get(source) && ratio < 0.5 && (copies.get(source) ?? 0) > 1;
    if ((ratio > 2 || ratio < 0.5) && !reused) {
      badlySized.push(
        `${image.currentSrc} (${file.width}×${file.height} drawn ${Math.round(box.width)}×${Math.round(box.height)})`,
      );
    }
  }
  return {
    pageWidth: document.documentElement.scrollWidth,
    screenWidth,
    outside,
    h1InHtml: document.querySelectorAll('h1').length,
    h1Shown: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(shown).length,
    croppedLogos,
    badlySized,
  };
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: heightAt(width) } });

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
        expect(found.badlySized, 'pictures drawn at under half or over twice their size').toEqual([]);
      });
    }
  });
}
