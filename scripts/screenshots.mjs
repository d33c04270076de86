#!/usr/bin/env node
// `npm run screenshots [SITE] [FOLDER]`: from a running site (default http://localhost:3000; `npm start`
// first), every template at a phone's width and a desktop's, whole pages, into FOLDER (default
// screenshots/, kept out of git) for a person to look through; and the README's pictures of the home
// page and a raceday, a phone in front of a desktop, into docs/screenshots/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { awaitEveryPicture, heightAt, TEMPLATES, WIDTHS } from '../e2e/template-pages.mjs';
import { ACCEPT_ALL_GRANTS, consentStorage } from '../sandbox/consent-vendors.mjs';
import { TAKEOVER_FLAG } from '../shared/cookies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = process.argv[2] ?? 'http://localhost:3000';
const folder = path.resolve(process.argv[3] ?? path.join(root, 'screenshots'));
const docs = path.join(root, 'docs', 'screenshots');
mkdirSync(folder, { recursive: true });
mkdirSync(docs, { recursive: true });
ensureChromium();

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const consent = consentStorage(ACCEPT_ALL_GRANTS);

// A returning visitor who dismissed the takeover and accepted every vendor, so neither covers the page.
/**
 * @param {string} address
 * @param {number} width
 * @param {number} height
 * @param {{ scale?: number; fullPage?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
async function shot(address, width, height, { scale = 1, fullPage = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  await context.addCookies([{ name: TAKEOVER_FLAG, value: 'true', url: site }]);
  await context.addInitScript(
    ([name, value]) => localStorage.setItem(name, value),
    /** @type {[string, string]} */ ([consent.name, consent.value]),
  );
  const page = await context.newPage();
  // Not 'networkidle': a consented visitor's analytics keep the network busy.
  await page.goto(`${site}${address}`, { waitUntil: 'load' });
  await page.evaluate(awaitEveryPicture);
  const png = await page.screenshot({ fullPage });
  await context.close();
  return png;
}

for (const [name, address] of Object.entries(TEMPLATES)) {
  for (const width of WIDTHS) {
    const file = path.join(folder, `${name.replace(/\s+/g, '-')}-${width}.png`);
    await sharp(await shot(address, width, heightAt(width), { fullPage: true })).toFile(file);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}

// The phone stands in front of the desktop's lower right corner.
/**
 * @param {string} address
 * @param {string} file
 */
async function pair(address, file) {
  const desktop = await sharp(await shot(address, 1440, 900))
    .resize(1200)
    .toBuffer();
  const phone = await sharp(await shot(address, 375, 760, { scale: 2 }))
    .resize(300)
    .toBuffer();
  const { height: phoneHeight = 608 } = await sharp(phone).metadata();
  await sharp({ create: { width: 1380, height: 780, channels: 3, background: '#0a2a1b' } })
    .composite([
      { input: desktop, left: 20, top: 20 },
      { input: phone, left: 1380 - 300 - 30, top: 780 - phoneHeight - 20 },
    ])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(docs, file));
  console.log(`Wrote ${path.join('docs', 'screenshots', file)}`);
}

await pair('/', 'home.png');
await pair(TEMPLATES.raceday, 'raceday.png');
await browser.close();
