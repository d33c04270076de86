import { expect, test } from '@playwright/test';

test.describe('project takeover', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('replaces the layout and sends every other path to / until dismissed, then stays dismissed', async ({
    page,
  }) => {
    const response = await page.goto('/tickets');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(response?.status()).toBe(200);
    const takeover = page.getByRole('region', { name: /./ }).filter({ has: page.locator('#takeover-title') });
    await expect(takeover).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();

    await page.getByRole('button', { name: /Continue to Kingsmere Park/ }).click();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(takeover).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('dismissedProjectSouthampton'))).toBe('true');

    await page.goto('/tickets');
    expect(new URL(page.url()).pathname).toBe('/tickets');
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible(); // no flash: hidden from the first paint
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the dismissal form remembers the choice on the server', async ({ page }) => {
      await page.goto('/tickets');
      expect(new URL(page.url()).pathname).toBe('/');
      await page
        .getByRole('button', { name: /Continue to Kingsmere Park/ })
        .first()
        .click();
      await page.waitForURL('**/');
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'dismissedProjectSouthampton')?.value).toBe('true');
      const response = await page.goto('/tickets');
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/tickets');
    });
  });
});
