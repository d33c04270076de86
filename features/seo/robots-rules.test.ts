import { robotsRules } from './robots-rules';

describe('robotsRules', () => {
  it('allows everything but the API, search results and error routes, and names the sitemap', () => {
    expect(robotsRules('https://www.kingsmere.test')).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/search-results',
          '/page-not-found',
          '/service-unavailable',
          '/category-list',
          '/_blocks',
          '/_content-health',
        ],
      },
      sitemap: 'https://www.kingsmere.test/sitemap.xml',
    });
  });
});
