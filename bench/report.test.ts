import { budgetFailures } from './report.mjs';

describe('the benchmark’s budgets', () => {
  it('names a phone page whose Lighthouse accessibility, best practices or SEO is under 100', () => {
    const row = { name: 'news list', score: 95, lcpMs: 1800, tbtMs: 100, cls: 0 };
    expect(budgetFailures([{ ...row, accessibility: 100, bestPractices: 100, seo: 100 }], null)).toEqual([]);
    expect(budgetFailures([{ ...row, accessibility: 100, bestPractices: 96, seo: 92 }], null)).toEqual([
      'news list: Lighthouse best practices 96 < 100',
      'news list: Lighthouse SEO 92 < 100',
    ]);
    expect(budgetFailures([row], null)).toContain('news list: Lighthouse accessibility not measured < 100');
  });
});
