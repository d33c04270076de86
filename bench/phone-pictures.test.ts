import { proxiedPictures } from './phone-pictures.mjs';

describe("a phone's pictures", () => {
  it("keeps the site's image-proxy addresses, each once, with their query", () => {
    const origin = 'http://localhost:3000';
    const hero = `${origin}/_amplify/image?url=%2Fimages%2Fhero.jpg&w=768&q=80`;
    expect(
      proxiedPictures(
        [
          `${origin}/`,
          hero,
          `${origin}/_next/static/chunks/main.js`,
          'http://localhost:4000/_amplify/image?url=x&w=320',
          `${origin}/_amplify/image?url=%2Fimages%2Fhero.jpg&w=10&q=50&blur=3`,
          hero,
        ],
        origin,
      ),
    ).toEqual([
      '/_amplify/image?url=%2Fimages%2Fhero.jpg&w=768&q=80',
      '/_amplify/image?url=%2Fimages%2Fhero.jpg&w=10&q=50&blur=3',
    ]);
  });
});
