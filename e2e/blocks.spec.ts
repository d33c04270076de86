import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, test } from './fixtures';

const GALLERY = '/_blocks';

// Errors thrown or logged by the page fail every test (e2e/fixtures.ts); the gallery must also load
// everything it asks for.
function failedLoads(page: Page) {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  // A load that fails on the way (an answer that cannot be decoded, say); prefetches cut short by the
  // next navigation are aborted on purpose.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') errors.push(`${reason} ${request.url()}`);
  });
  return errors;
}

const block = (page: Page, type: string) => page.locator(`section[data-block-type="${type}"]`);

async function noAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

// The gallery is a long, heavy page: it is visited once per width, and each check is a step of that
// visit. The page as loaded is checked first (its blocks, its loads, axe), then the blocks' behaviour.
test.describe('block gallery', () => {
  test('at 1440 px: every block type, no errors, out of search engines, accessible, and its blocks behave', async ({
    page,
  }) => {
    // axe checks every element of a long page: slow on a small machine.
    test.setTimeout(150_000);
    const errors = failedLoads(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto(GALLERY);

    await test.step('shows every block type with an example, with no errors in the console', async () => {
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // The gallery has a section for every registered block type (features/block-gallery's unit tests
      // check that against the registry); each must draw an example.
      const drawnTypes = await page.$$eval('section[data-block-type]', (sections) =>
        sections.map((section) => section.getAttribute('data-block-type') ?? ''),
      );
      expect(drawnTypes.length).toBeGreaterThanOrEqual(40);
      for (const type of drawnTypes) {
        const section = page.locator(`section[data-block-type="${type}"]`);
        await expect(section, type).toHaveCount(1);
        expect(await section.locator('[data-block-example]').count(), `${type} examples`).toBeGreaterThan(0);
      }
      // Each type draws something; a personalised promo once its campaign has arrived.
      await expect(page.locator('[data-promo-campaign]')).toHaveCount(2);
      const empty = await page.$$eval('section[data-block-type]', (sections) =>
        sections
          .filter(
            (section) =>
              ![...section.querySelectorAll('[data-block-example]')].some(
                (example) => (example.lastElementChild?.getBoundingClientRect().height ?? 0) > 0,
              ),
          )
          .map((section) => section.getAttribute('data-block-type')),
      );
      expect(empty).toEqual([]);
      expect(errors).toEqual([]);
    });

    await test.step('is kept out of search engines and the sitemap', async () => {
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).not.toContain('/_blocks');
    });

    await test.step('has no accessibility violations at 1440 px', () => noAccessibilityViolations(page));

    await test.step('image proxy: pages ask for their images through it, in 1x/2x or width sets', async () => {
      const sources = await page.$$eval('main img[srcset]', (images) =>
        images.map((image) => image.getAttribute('srcset') ?? ''),
      );
      expect(sources.length).toBeGreaterThan(10);
      for (const srcset of sources) expect(srcset).toMatch(/^\/_amplify\/image\?url=/);
      expect(sources.some((srcset) => / 2x$/.test(srcset))).toBe(true);
    });

    await test.step('block behaviour: carousel arrows show for a long row, are disabled at the ends, and the keys scroll it', async () => {
      const section = block(page, 'GALLERY');
      const previous = section.getByRole('button', { name: 'Previous slide' }).first();
      const next = section.getByRole('button', { name: 'Next slide' }).first();
      const track = page.locator(`#${await next.getAttribute('aria-controls')}`);
      await next.scrollIntoViewIfNeeded();
      await expect(previous).toBeVisible();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
      // The scroll is smooth: each click moves the track on, and the arrows show where it comes to rest.
      const scrollEnd = () =>
        track.evaluate(
          (element) =>
            new Promise<void>((resolve) =>
              element.addEventListener('scrollend', () => resolve(), { once: true }),
            ),
        );
      for (let step = 0; step < 10 && (await next.isEnabled()); step += 1) {
        const before = await scrollLeft();
        const ended = scrollEnd();
        await next.click();
        await ended;
        expect(await scrollLeft()).toBeGreaterThan(before);
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await track.focus();
      const atEnd = await scrollLeft();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(scrollLeft).toBeLessThan(atEnd);
    });

    await test.step('block behaviour: collection: side tabs on a desktop, the first open, another swaps it', async () => {
      const tabs = block(page, 'COLLECTION').getByRole('tablist').first().getByRole('tab');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      const second = tabs.nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
      await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible();
    });

    await test.step('block behaviour: gallery lightbox: opens on a picture, wraps both ways, closes on a click outside', async () => {
      const thumbnails = block(page, 'GALLERY').locator('button[aria-haspopup="dialog"]');
      await thumbnails.first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const count = Number(/of (\d+)/.exec((await dialog.getAttribute('aria-label')) ?? '')?.[1]);
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(5);
      await expect(dialog).toHaveAttribute('aria-label', new RegExp(`image 1 of ${count}$`));
      await dialog.getByRole('button', { name: 'Previous image' }).click();
      await expect(dialog).toHaveAttribute('aria-label', new RegExp(`image ${count} of ${count}$`));
      await dialog.getByRole('button', { name: 'Next image' }).click();
      await expect(dialog).toHaveAttribute('aria-label', new RegExp(`image 1 of ${count}$`));
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  });

  test('at 375 px: accessible, and a collection is an accordion', async ({ page }) => {
    // axe checks every element of a long page: slow on a small machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(GALLERY);
    await hydrated(page);

    await test.step('has no accessibility violations at 375 px', () => noAccessibilityViolations(page));

    await test.step('block behaviour: collection: an accordion on a phone, one item open at a time, tapping the open one closes it', async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      const collection = block(page, 'COLLECTION');
      const items = collection.locator('details');
      await expect(collection.getByRole('tablist')).toBeHidden();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await items.nth(1).locator('summary').click();
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open', '');
      await items.nth(1).locator('summary').click();
      await expect(collection.locator('details[open]')).toHaveCount(0);
    });
  });
});

test.describe('block behaviour', () => {
  // The page's clock is a fake one from before the visit, so this block has a visit of its own.
  test('countdown: server-rendered, ticks every second, and the banner hides at zero', async ({ page }) => {
    const html = await (await page.request.get(GALLERY)).text();
    expect(html).toMatch(/role="timer"[^>]*aria-label="Countdown to [^"]+"/);
    await page.clock.install();
    await page.goto(GALLERY);
    const banner = block(page, 'versatile-block').locator('[data-countdown]').first();
    const timer = banner.getByRole('timer');
    await timer.scrollIntoViewIfNeeded();
    await expect(timer).toHaveAttribute('aria-label', /^Countdown to /);
    const reading = () => timer.innerText();
    const first = await reading();
    await page.clock.runFor(2_000);
    await expect.poll(reading).not.toBe(first);
    // Past the target (the pack's countdowns end within 30 days): zero, the end, and the banner goes.
    await page.clock.fastForward(31 * 24 * 3600 * 1000);
    await expect(block(page, 'versatile-block').locator('[data-countdown]')).toHaveCount(0);
  });
});

test.describe('image proxy', () => {
  const source = (sandboxUrl: string) => `${sandboxUrl}/images/hero-parade-ring.jpg`;
  const proxied = (query: string) => `/_amplify/image?${query}`;

  test('resizes to the asked width, as WebP if accepted, else in the source format', async ({
    request,
    sandbox,
  }) => {
    const cases = [
      { accept: 'image/avif,image/webp,*/*', type: 'image/webp', format: 'webp' },
      // AVIF is never made: it costs seconds of CPU an image (decision 8).
      { accept: 'image/avif,*/*', type: 'image/jpeg', format: 'jpeg' },
      { accept: '*/*', type: 'image/jpeg', format: 'jpeg' },
    ];
    for (const { accept, type, format } of cases) {
      const response = await request.get(proxied(`url=${encodeURIComponent(source(sandbox.url))}&w=320`), {
        headers: { accept },
      });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect(response.headers()['vary']).toMatch(/accept/i);
      const meta = await sharp(await response.body()).metadata();
      expect(meta.width).toBe(320);
      expect(meta.format).toBe(format);
    }
  });

  test('answers 400, never 500, to a bad or foreign source', async ({ request, sandbox }) => {
    for (const query of [
      'w=320',
      `url=${encodeURIComponent(source(sandbox.url))}&w=abc`,
      `url=${encodeURIComponent(source(sandbox.url))}&w=320&q=101`,
      `url=${encodeURIComponent('https://evil.example/x.jpg')}&w=320`,
      `url=${encodeURIComponent('file:///etc/passwd')}&w=320`,
      `url=${encodeURIComponent(`${sandbox.url}/images/none.jpg`)}&w=320`,
    ]) {
      const response = await request.get(proxied(query));
      expect(response.status(), query).toBe(400);
      expect(await response.text()).not.toMatch(/at .+\(.+:\d+:\d+\)/);
    }
  });
});

test.describe('image placeholders', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('an eager picture has its placeholder at once; a lazy one only when it comes near the screen', async ({
    page,
  }) => {
    // The pictures themselves are held back, so each placeholder is seen before its picture covers it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_amplify\/image\?.*&q=80/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const placeholders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('&w=10&q=50&blur=3')) placeholders.push(request.url());
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);

    const hero = page.locator('main img[fetchpriority="high"]').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveCSS('background-image', /w=10&q=50&blur=3/);

    const last = page.locator('main img[data-placeholder]').last();
    const far = decodeURIComponent((await last.getAttribute('src')) ?? '');
    const farPlaceholder = (url: string) =>
      decodeURIComponent(url).includes(far.slice(far.indexOf('url=') + 4, far.indexOf('&')));
    await expect(last).toHaveCSS('background-image', 'none');
    expect(placeholders.filter(farPlaceholder)).toEqual([]);
    // The home page's pictures reach far below the screen; most placeholders wait.
    const lazyCount = await page.locator('main img[data-placeholder]').count();
    expect(lazyCount).toBeGreaterThan(20);
    expect(placeholders.length).toBeLessThan(lazyCount / 2);

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-near', '');
    await expect(last).toHaveCSS('background-image', /w=10&q=50&blur=3/);
    release();
  });
});
