import { expect, test } from './fixtures';

// A picture of the image proxy's, kept by the serving layer as an edge keeps it: by address, and by the
// format the browser's Accept header gets.
test('a picture is answered from the serving layer once made, in the format each browser takes', async ({
  request,
  sandboxUrl,
}) => {
  const picture = `/_amplify/image?url=${encodeURIComponent(`${sandboxUrl}/images/hero-parade-ring.jpg`)}&w=320&q=80`;
  const get = async (accept: string) => {
    const response = await request.get(picture, { headers: { accept } });
    return {
      status: response.status(),
      type: response.headers()['content-type'],
      cache: response.headers()['x-furlong-cache'],
      control: response.headers()['cache-control'],
      body: await response.body(),
    };
  };
  const webp = 'image/avif,image/webp,*/*';
  const made = await get(webp);
  expect(made).toMatchObject({ status: 200, type: 'image/webp' });
  const kept = await get(webp);
  expect(kept).toMatchObject({ status: 200, type: 'image/webp', cache: 'HIT' });
  expect(kept.control).toBe('public, max-age=31536000, immutable');
  expect(kept.body.equals(made.body)).toBe(true);

  // A browser that does not take WebP gets the source's format, kept apart.
  const jpeg = await get('image/png,image/*;q=0.8');
  expect(jpeg).toMatchObject({ status: 200, type: 'image/jpeg' });
  expect(await get('image/png,image/*;q=0.8')).toMatchObject({ type: 'image/jpeg', cache: 'HIT' });

  // An address the proxy refuses is never kept.
  const refused = `/_amplify/image?url=${encodeURIComponent('http://169.254.169.254/latest')}&w=320`;
  for (let i = 0; i < 2; i += 1) {
    const answer = await request.get(refused);
    expect(answer.status()).toBe(400);
    expect(answer.headers()['x-furlong-cache']).toBeUndefined();
  }
});

// Addresses an edge could key otherwise than the site reads them (docs/decisions/0016): answered for the
// request alone, never kept, and never what the plain address shows afterwards.
test('an address with an encoded, capitalised or repeated page parameter is answered privately', async ({
  request,
}) => {
  const visitor = { cookie: 'dismissedProjectSouthampton=true' };
  for (const odd of ['/news?%70age=3', '/search-results?%71uery=Racing%20cancelled', '/news?Page=3&page=1']) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.get(odd, { headers: visitor });
      expect(answer.status(), odd).toBe(200);
      expect(answer.headers()['cache-control'], odd).toBe('private, no-store');
      expect(answer.headers()['x-furlong-cache'], odd).toBeUndefined();
    }
  }
  const plain = await request.get('/search-results', { headers: visitor });
  expect(await plain.text()).not.toContain('Racing cancelled');
});

// Next's scripts: where it places them and how it orders its payload depend on how the render's parts
// finished, and differ between two renders for the same browser about half the time. Structured data
// (JSON-LD) is what a crawler reads, and stays.
const FRAMEWORK_SCRIPTS = /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;

test("a crawler's render of a page is the same page as a browser's", async ({ request }) => {
  // Two addresses of one empty search, so that neither is the other's cached copy.
  const render = async (word: string, userAgent: string | null) => {
    const answer = await request.get(`/search-results?query=${word}`, {
      headers: { cookie: 'dismissedProjectSouthampton=true', 'user-agent': userAgent ?? '' },
    });
    expect(answer.headers()['x-furlong-cache']).toBeUndefined();
    return (await answer.text()).replaceAll(word, 'WORD').replace(FRAMEWORK_SCRIPTS, '');
  };
  const run = Date.now().toString(36);
  const browser = await render(`zqxbrowser${run}zqx`, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
  expect(await render(`zqxcrawler${run}zqx`, 'facebookexternalhit/1.1')).toBe(browser);
  expect(await render(`zqxnoagent${run}zqx`, null)).toBe(browser);
});

test("a picture is kept only at its one address, and a refusal tells nothing of the source's host", async ({
  request,
  sandboxUrl,
}) => {
  const source = encodeURIComponent(`${sandboxUrl}/images/hero-parade-ring.jpg`);
  for (const junk of [`url=${source}&w=320&q=80&junk=1`, `url=${source}&w=300&q=80`]) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.get(`/_amplify/image?${junk}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(answer.headers()['x-furlong-cache']).toBeUndefined();
    }
  }
  const missing = encodeURIComponent(`${sandboxUrl}/images/none.jpg`);
  const foreign = encodeURIComponent('https://evil.example/x.jpg');
  const texts = [];
  for (const url of [missing, foreign]) {
    const answer = await request.get(`/_amplify/image?url=${url}&w=320&q=80`);
    expect(answer.status()).toBe(400);
    texts.push(await answer.text());
  }
  expect(texts).toEqual(['Image could not be served', 'Image could not be served']);
});
