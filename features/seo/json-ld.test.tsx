import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('renders one ld+json script whose text parses back to the data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'A </script> B' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1]!)).toEqual(data);
  });

  it('renders nothing without data', () => {
    expect(renderToStaticMarkup(<JsonLd data={null} />)).toBe('');
  });
});
