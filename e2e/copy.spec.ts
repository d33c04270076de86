import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from './fixtures';

// The words a visitor reads: a page says its title once, a caption that offers a download has the
// button for it, and the site's own buttons read in sentence case as written.
test.describe('copy', () => {
  test('Plan your visit says its title once, and its course map downloads from a button', async ({
    page,
    request,
  }) => {
    await page.goto('/plan-visit');
    const headings = (await page.getByRole('heading').allTextContents()).map((text) =>
      text.trim().toLowerCase(),
    );
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim().toLowerCase();
    expect(
      headings.filter((heading) => heading === title),
      'headings that repeat the title',
    ).toHaveLength(1);

    const download = page.getByRole('link', { name: 'Download the course map (JPG)' });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute('download');
    const map = await request.get((await download.getAttribute('href'))!);
    expect(map.status()).toBe(200);
    expect(map.headers()['content-type']).toMatch(/^image\/jpeg/);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual(
      [],
    );
  });

  test("the site's own buttons read in sentence case, as written", async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    const buttons = [
      page.getByRole('banner').getByRole('link', { name: 'Tickets', exact: true }),
      page.getByRole('link', { name: 'Load more' }),
    ];
    for (const button of buttons) {
      await expect(button).toBeVisible();
      expect(await button.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
    }
    await page.goto('/no-such-page-at-all');
    const home = page.getByRole('link', { name: 'Back to homepage' });
    await expect(home).toHaveText('Back to homepage');
    expect(await home.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  });
});
