#!/usr/bin/env node
// `npm run screenshots`: the README's picture of the home page, on a phone and a desktop, from a
// running site (default http://localhost:3000; `npm start` first).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = process.argv[2] ?? 'http://localhost:3000';
const out = path.join(root, 'docs', 'screenshots');
mkdirSync(out, { recursive: true });
ensureChromium();

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
async function shot(width, height, scale) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  // A returning visitor: the content pack runs a project takeover that a first visit would show.
  await context.addCookies([{ name: 'dismissedProjectSouthampton', value: 'true', url: site }]);
  const page = await context.newPage();
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  const png = await page.screenshot();
  await context.close();
  return png;
}
const desktop = await sharp(await shot(1440, 900, 1))
  .resize(1200)
  .toBuffer();
const phone = await sharp(await shot(375, 760, 2))
  .resize(300)
  .toBuffer();
await browser.close();

// The phone stands in front of the desktop's lower right corner.
const { height: phoneHeight = 608 } = await sharp(phone).metadata();
await sharp({ create: { width: 1380, height: 780, channels: 3, background: '#0a2a1b' } })
  .composite([
    { input: desktop, left: 20, top: 20 },
    { input: phone, left: 1380 - 300 - 30, top: 780 - phoneHeight - 20 },
  ])
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, 'home.png'));
console.log(`Wrote ${path.join('docs', 'screenshots', 'home.png')}`);
