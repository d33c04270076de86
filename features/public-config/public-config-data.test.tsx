import { renderToStaticMarkup } from 'react-dom/server';
import { PublicConfigData } from './public-config-data';

vi.mock('@/platform/public-config', () => ({
  getPublicConfig: () => ({
    clientId: 'KINGSMERE',
    siteUrl: 'https://x.example/</script><script>alert(1)</script>',
  }),
}));

describe('PublicConfigData', () => {
  it('writes the configuration as a JSON data block that nothing in it can end', () => {
    const html = renderToStaticMarkup(<PublicConfigData />);
    expect(html).toMatch(/^<script id="furlong-public-config" type="application\/json">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({
      clientId: 'KINGSMERE',
      siteUrl: 'https://x.example/</script><script>alert(1)</script>',
    });
  });
});
