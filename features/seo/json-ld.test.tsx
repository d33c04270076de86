import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes markup so a hostile string cannot close the script element', () => {
    const data = { headline: '</script><script>alert(1)</script>', note: '<!-- a & b -->' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('escapes line and paragraph separators too, and keeps the JSON equal', () => {
    const data = { text: 'one\u2028two\u2029three' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

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
