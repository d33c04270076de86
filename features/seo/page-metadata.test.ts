import { noIndexMetadata, pageMetadata } from './page-metadata';
import { testSite } from './test-fixtures';

describe('pageMetadata', () => {
  it('gives a list page its title, description, canonical address and share card', () => {
    const metadata = pageMetadata({
      title: 'Racing news',
      description: 'The latest from the track.',
      path: '/news/racing',
      site: testSite,
    });
    expect(metadata).toEqual({
      title: 'Racing news',
      description: 'The latest from the track.',
      alternates: { canonical: 'https://www.kingsmere.test/news/racing' },
      openGraph: {
        type: 'website',
        title: 'Racing news',
        description: 'The latest from the track.',
        url: 'https://www.kingsmere.test/news/racing',
        siteName: 'Kingsmere Park',
      },
      twitter: { card: 'summary', title: 'Racing news', description: 'The latest from the track.' },
    });
    expect(metadata).not.toHaveProperty('robots');
  });

  it('keeps search results and error pages out of the index', () => {
    const metadata = pageMetadata({
      title: 'Search',
      path: '/search-results',
      noIndex: true,
      site: testSite,
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(noIndexMetadata.robots).toEqual({ index: false, follow: true });
  });
});
