import { budgetFailures, floorText, percent, visitFilesText } from './report.mjs';

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

  it("names a page whose Lighthouse run warned, as when the page's network never went quiet", () => {
    const row = { name: 'home', score: 95, lcpMs: 1800, tbtMs: 100, cls: 0 };
    const warning = 'The page loaded too slowly to finish within the time limit. Results may be incomplete.';
    expect(budgetFailures([{ ...row, lighthouseWarnings: [] }], null)).not.toContainEqual(
      expect.stringContaining('warned'),
    );
    expect(budgetFailures([{ ...row, lighthouseWarnings: [warning] }], null)).toContain(
      `home: Lighthouse warned "${warning}"`,
    );
  });

  it('names an uncached render over its budget: 15 ms for an article, 25 ms for a search page', () => {
    expect(
      budgetFailures([], {
        search: { count: 20, median: 25, min: 20, warmedWith: 300 },
        article: { count: 20, median: 15, min: 12, warmedWith: 40 },
      }),
    ).toEqual([]);
    expect(
      budgetFailures([], {
        search: { count: 20, median: 26, min: 20, warmedWith: 300 },
        article: { count: 20, median: 31, min: 24, warmedWith: 40 },
      }),
    ).toEqual([
      'one uncached article render: median 31 ms > 15 ms',
      'one uncached search render: median 26 ms > 25 ms',
    ]);
  });
});

describe('the framework floor in the report', () => {
  it('states the floor’s Lighthouse figures and render time', () => {
    const text = floorText({
      audit: { runs: 3, score: 96, lcpMs: 1034, tbtMs: 245, mainThreadCpuShare: 0.476 },
      render: { count: 20, median: 9, min: 5 },
    });
    expect(text).toContain('score 96, LCP 1.0 s, TBT 245 ms');
    expect(text).toContain("main thread on a core 48% of its tasks' time");
    expect(text).toContain('median 9 ms, fastest 5 ms');
    expect(text).toContain('Lighthouse, median of 3');
  });

  it('is left out when it was not measured', () => {
    expect(floorText(undefined)).toBe('');
  });

  it('says a share it did not measure as a dash', () => {
    expect(percent(undefined)).toBe('—');
    expect(percent(1)).toBe('100%');
  });
});

describe("a first visit's files in the report", () => {
  it('states the files, their bytes as sent, the load and the visits a second it makes', () => {
    const text = visitFilesText(
      {
        count: 33,
        pictures: 19,
        sentBytes: 190 * 1024,
        requestsPerSecond: 7000,
        p50: 2.1,
        p99: 9.5,
        raw: { requestsPerSecond: 20000 },
      },
      10,
    );
    expect(text).toContain('and the 19 pictures a phone');
    expect(text).toContain('(33 files, 190.0 KiB as sent to a browser that takes brotli and WebP)');
    expect(text).toContain('7000 requests/s, p50 2.1 ms, p99 9.5 ms, the files of 212 first visits a second');
    expect(text).toContain('raw-socket limit for a body of their mean size: 20000 requests/s');
  });
});
