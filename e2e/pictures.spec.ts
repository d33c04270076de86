import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, test } from './fixtures';

// Every picture slot filled and varied, and the flagship pages built out: what a visitor sees of the
// pictures on the section fronts and of the videos, and the sections of the royal meeting's page, the
// hospitality page and the video hub.

/** The picture file an optimised image shows (the `url` its address names), by its name. */
function pictureName(address: string): string {
  const url = new URL(address, 'http://site.test');
  const source = url.searchParams.get('url') ?? url.pathname;
  return source.split('/').pop() ?? source;
}

/** Waits until the image has arrived and has pixels, and answers its file's name. */
async function loadedPicture(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  return pictureName(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
}

/** Every video on the page shows a poster picture with its pixels loaded, covering its frame. */
async function everyVideoShowsItsPoster(page: Page) {
  const frames = page.locator('[data-video-frame]');
  expect(await frames.count()).toBeGreaterThan(0);
  for (const frame of await frames.all()) {
    const poster = frame.locator('img[data-video-poster="picture"]');
    await expect(poster).toHaveCount(1);
    await loadedPicture(poster);
    const box = await poster.boundingBox();
    const frameBox = await frame.boundingBox();
    // The picture covers the frame: no empty band of the frame's own colour.
    expect(box?.width).toBeCloseTo(frameBox?.width ?? 0, 0);
    expect(box?.height).toBeCloseTo(frameBox?.height ?? 0, 0);
  }
}

async function noAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

// A page is visited once per width: its checks below are steps of that visit, the page as loaded
// (axe) first. Step titles name the group each check belongs to.

test.describe('video posters', () => {
  test('every video on /content/silver-lantern-wins-summer-mile shows a poster picture with its pixels loaded', async ({
    page,
  }) => {
    await page.goto('/content/silver-lantern-wins-summer-mile');
    await hydrated(page);
    await everyVideoShowsItsPoster(page);
  });
});

test.describe('section fronts', () => {
  const FRONTS = [
    '/',
    '/horse-races-and-events',
    '/royal-kingsmere',
    '/memberships',
    '/plan-visit',
    '/tickets',
    '/hospitality',
  ];

  test('no two section fronts share a hero picture', async ({ page }) => {
    test.setTimeout(90_000);
    const heroes = new Map<string, string>();
    for (const address of FRONTS) {
      await page.goto(address);
      const hero = page.locator('[data-home-hero] img, article > header img').first();
      heroes.set(address, await loadedPicture(hero));
    }
    const names = [...heroes.values()];
    expect(new Set(names).size, JSON.stringify(Object.fromEntries(heroes))).toBe(names.length);
  });

  test('the memberships page has one hero, not two stacked', async ({ page }) => {
    await page.goto('/memberships');
    // A full-width picture is drawn at the screen's width: the hero's, and no banner's under it.
    await expect(page.getByRole('main').locator('img[sizes="100vw"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Membership renewals are open' })).toBeVisible();
  });

  test('on a phone the home hero shows its picture above the words, none of it covered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const hero = page.locator('[data-home-hero]');
    const picture = hero.locator('[data-hero-picture]');
    await loadedPicture(picture.locator('img'));
    const pictureBox = await picture.boundingBox();
    const headingBox = await hero.getByRole('heading', { level: 1 }).boundingBox();
    expect(pictureBox?.height).toBeGreaterThan(180);
    expect((pictureBox?.y ?? 0) + (pictureBox?.height ?? 0)).toBeLessThanOrEqual((headingBox?.y ?? 0) + 1);
    await expect(hero.getByRole('link', { name: 'Buy tickets' })).toBeInViewport();
  });
});

/**
 * How much of a logo's ink reads on the band behind it: the logo's box photographed, the band's colour
 * taken as the box's commonest colour, and the share of the other pixels (the ink) that stand out from
 * it by 3:1 or more.
 */
async function logoInkThatReads(page: Page, logo: Locator): Promise<number> {
  await logo.scrollIntoViewIfNeeded();
  const shot = await logo.screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luminance = (r: number, g: number, b: number) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const band = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const bandRgb = [(band >> 16) & 255, (band >> 8) & 255, band & 255] as const;
  const bandLuminance = luminance(...bandRgb);
  let ink = 0;
  let reads = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const distance = Math.abs(r - bandRgb[0]) + Math.abs(g - bandRgb[1]) + Math.abs(b - bandRgb[2]);
    if (distance < 60) continue;
    ink += 1;
    const [light, dark] = [luminance(r, g, b), bandLuminance].sort((x, y) => y - x) as [number, number];
    if ((light + 0.05) / (dark + 0.05) >= 3) reads += 1;
  }
  return ink === 0 ? 0 : reads / ink;
}

test.describe('the pages built out, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the home page: its videos, and the royal band with its logo and way in', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await test.step('video posters: every video on / shows a poster picture with its pixels loaded', () =>
      everyVideoShowsItsPoster(page));
    await test.step("logos on their bands: the royal meeting's logo reads on the home page's royal band and the early-bird promo", async () => {
      const logos = page.locator('section[data-royal] img[alt="Royal Kingsmere"]');
      await expect(logos).toHaveCount(2);
      for (const logo of await logos.all()) {
        await loadedPicture(logo);
        expect(await logoInkThatReads(page, logo)).toBeGreaterThan(0.6);
      }
    });
    await test.step("logos on their bands: the home page's royal band has a picture and a way in, and no sponsor line floating under it", async () => {
      const band = page.locator('section[data-royal]', {
        has: page.getByRole('heading', { level: 2, name: 'Royal Kingsmere', exact: true }),
      });
      await loadedPicture(band.getByRole('img', { name: /Royal Procession/ }));
      await expect(band.getByRole('link', { name: 'Discover Royal Kingsmere' })).toHaveAttribute(
        'href',
        '/horse-races-and-events/royal-kingsmere',
      );
      await expect(band.getByRole('img', { name: 'Harrowgate Champagne' })).toBeVisible();
      // The partner's logo is in the band: no 'Sponsored by' line of its own under the band.
      await expect(band.locator('xpath=..').getByText('Sponsored by')).toHaveCount(0);
    });
  });

  test('Royal Kingsmere: accessible, its videos, its countdown, five days, enclosures, dress code, hospitality and the Procession', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/royal-kingsmere');
    await hydrated(page);
    await test.step('accessibility of the pages built out: /royal-kingsmere has no accessibility violations at 1440 px', () =>
      noAccessibilityViolations(page));
    await test.step('flagship pages: Royal Kingsmere has its countdown, five days with their own dates, enclosures, dress code, hospitality and the Procession', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Royal Kingsmere' })).toBeVisible();
      await expect(page.locator('[data-countdown]')).toHaveCount(1);
      for (const heading of [
        'The five days',
        'Four enclosures',
        'Dress code',
        'Royal hospitality',
        'The Royal Procession',
      ])
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      const days = page.locator('#the-five-days article');
      await expect(days).toHaveCount(5);
      const dates = (await days.allTextContents()).map(
        (text) => /\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/.exec(text)?.[0],
      );
      expect(dates.every(Boolean), dates.join(', ')).toBe(true);
      expect(new Set(dates).size).toBe(5);
      await expect(page.locator('#enclosures article')).toHaveCount(4);
      await expect(page.locator('#dress-code').getByText(/morning dress/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Explore the Gallery/ })).toHaveAttribute(
        'href',
        '/royal-kingsmere/royal-kingsmere-hospitality',
      );
    });
    await test.step('video posters: every video on /royal-kingsmere shows a poster picture with its pixels loaded', () =>
      everyVideoShowsItsPoster(page));
  });

  test('Hospitality: accessible, with packages, private boxes, weddings, conferences and an enquiry form', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/hospitality');
    await hydrated(page);
    await test.step('accessibility of the pages built out: /hospitality has no accessibility violations at 1440 px', () =>
      noAccessibilityViolations(page));
    await test.step('flagship pages: Hospitality has packages, private boxes, weddings, conferences and an enquiry form', async () => {
      for (const heading of ['Raceday packages', 'Private boxes', 'Weddings', 'Conferences and events'])
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      // The raceday packages are hospitality: no video subscription among them.
      await expect(page.locator('#packages')).not.toContainText('Kingsmere TV');
      const form = page.locator('[data-form="form-hospitality"]');
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByLabel(/I am interested in/)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    });
  });

  test('the video hub: accessible, led by a featured video, pages in full rows', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/video');
    await hydrated(page);
    await test.step('accessibility of the pages built out: /video has no accessibility violations at 1440 px', () =>
      noAccessibilityViolations(page));
    await test.step('flagship pages: the video hub leads with a featured video and pages in full rows', async () => {
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(9);
      await expect(cards.first()).toHaveAttribute('data-variant', 'feature');
      await loadedPicture(cards.first().locator('img').first());
      await page.goto('/video?page=2');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    });
  });

  test("a video's page: its poster, no reading time, its summary once, sharing above what to watch next", async ({
    page,
  }) => {
    await page.goto('/content/video-summer-mile-replay');
    await hydrated(page);
    await test.step("flagship pages: a video's page gives no reading time, says its summary once, and offers sharing above what to watch next", async () => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Replay: the Summer Mile');
      await expect(main).not.toContainText('min read');
      await expect(main.getByText('Watch Silver Lantern’s last-to-first win in full.')).toHaveCount(1);
      const share = await main.getByRole('navigation', { name: 'Share this story' }).boundingBox();
      const related = await main.getByRole('heading', { level: 2, name: 'More video' }).boundingBox();
      expect(share?.y ?? Infinity).toBeLessThan(related?.y ?? 0);
    });
    await test.step('video posters: every video on /content/video-summer-mile-replay shows a poster picture with its pixels loaded', () =>
      everyVideoShowsItsPoster(page));
  });
});

test.describe('accessibility of the pages built out', () => {
  test('/royal-kingsmere has no accessibility violations at 375 px', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/royal-kingsmere');
    await hydrated(page);
    await noAccessibilityViolations(page);
  });
});
