import { expect, test } from './fixtures';

test.describe('error page', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown path answers 404 with its message in the server HTML', async ({ page, request }) => {
    const path = '/this-path/does-not-exist';
    const raw = await request.get(path);
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).toContain(`Page Not Found: ${path}`);
    expect(html).toContain('The page you are looking for cannot be found.');

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page Not Found: ${path}`);
    const back = page.getByRole('link', { name: /back to homepage/i });
    await expect(back).toHaveAttribute('href', '/');
  });

  test('a hostile path is shown as text, never as markup', async ({ request }) => {
    const raw = await request.get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Page Not Found: /&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
