import { expect, hydrated, test } from './fixtures';

test.describe('home page', () => {
  // Both checks read the home page as loaded at 1440 px: one visit serves them.
  test('renders the home article with header, notice and footer, and a navigation from the category tree', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await page.goto('/');

    await test.step('renders the home article from the content service, with header, notice and footer', async () => {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner').getByRole('link', { name: /Kingsmere Park home/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Notice' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    await test.step('the header navigation comes from the category tree', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      await expect(nav.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('href', '/news');
    });
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('closes when one of its links is followed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.locator('details[data-site-menu]');
    const toggle = page.getByRole('banner').getByLabel('Menu');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await menu
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'News', exact: true })
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(menu).not.toHaveAttribute('open');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
