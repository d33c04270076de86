import { expect, test } from './fixtures';
import { SANDBOX_PREVIEW_SECRET } from '../scripts/sandbox-env.mjs';

// The content health report: every article the sitemap lists, read as the site reads it. The pack's
// robustness fixture (content-robustness) holds blocks of unknown types and malformed ones.
const REPORT = '/_content-health';
const withSecret = (path: string) => `${path}?secret=${encodeURIComponent(SANDBOX_PREVIEW_SECRET)}`;

test('the report is for editors: no page without the secret, 401 for its JSON', async ({ request }) => {
  expect((await request.get(REPORT)).status()).toBe(404);
  expect((await request.get(`${REPORT}?secret=wrong-secret-wrong-secret`)).status()).toBe(404);
  const json = await request.get(`${REPORT}/json`);
  expect(json.status()).toBe(401);
  expect(json.headers()['cache-control']).toContain('no-store');
});

test('an editor reads what the site worked around, by article and block, as a page and as JSON', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const answer = await request.get(withSecret(`${REPORT}/json`));
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('no-store');
  const report = (await answer.json()) as {
    articles: number;
    counts: Record<string, number>;
    problems: {
      kind: string;
      article: string | null;
      block: { id: string | null; type: string } | null;
      detail: string;
    }[];
  };
  expect(report.articles).toBeGreaterThan(200);
  const robustness = report.problems.filter((problem) => problem.article === 'content-robustness');
  expect(robustness).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        kind: 'unknown-block',
        block: expect.objectContaining({ type: 'HOLOGRAM' }),
      }),
      expect.objectContaining({ kind: 'malformed-block', block: expect.objectContaining({ type: 'TEXT' }) }),
    ]),
  );
  // The site's own pages are sound: no problem outside the test pages.
  const elsewhere = report.problems.filter(
    (problem) => problem.article !== 'content-robustness' && problem.article !== 'block-showcase',
  );
  expect(elsewhere.map((problem) => `${problem.kind} in ${problem.article}: ${problem.detail}`)).toEqual([]);

  const response = await page.goto(withSecret(REPORT));
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content health');
  await expect(
    page.locator('[data-problem="unknown-block"]').filter({ hasText: 'content-robustness' }),
  ).not.toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
