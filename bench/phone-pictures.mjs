// The pictures a phone's first view of a page asks the site for: what the page's HTML alone does not
// say, since the browser picks each picture's width from its srcset for the screen, and a lazy picture
// is asked for only once it nears the screen. Playwright drives Debian's Chromium as the Lighthouse
// phone (412 px wide at 1.75 device pixels) until the network is quiet, and lists the image proxy's
// addresses it asked for.
import { chromium } from '@playwright/test';
import { visitorStorageState } from './pages.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/** What Chromium sends as Accept for a picture. */
export const PICTURE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * The same-origin image-proxy paths (path and query) among `urls`, each once, in the order asked.
 * @param {string[]} urls
 * @param {string} origin
 * @returns {string[]}
 */
export function proxiedPictures(urls, origin) {
  /** @type {string[]} */
  const paths = [];
  for (const url of urls) {
    const parsed = new URL(url);
    if (parsed.origin !== origin || parsed.pathname !== '/_amplify/image') continue;
    const path = parsed.pathname + parsed.search;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/**
 * The image-proxy paths a returning visitor's phone asks for while it loads `url`, until it settles.
 * @param {string} url
 * @param {string} cookieHeader
 * @returns {Promise<string[]>}
 */
export async function phonePictures(url, cookieHeader) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      storageState: visitorStorageState(url, cookieHeader),
    });
    const page = await context.newPage();
    /** @type {string[]} */
    const asked = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(url, { waitUntil: 'networkidle' });
    return proxiedPictures(asked, new URL(url).origin);
  } finally {
    await browser.close();
  }
}
