// Draws every image of the bundled content pack from SVG and writes it with sharp.
// Deterministic: each image's generator is seeded from its file name, so a rerun gives the same
// pictures. Writing into the pack (no --out), it records in images/drawn.json what each picture was drawn
// from and what it holds, so a test can tell a scene changed without its picture being drawn again.
// Usage: npx tsx sandbox/scripts/make-images.ts [--out DIR] [--only NAME]
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGES, type ImageSpec } from './images/catalogue';
import { DRAWN_RECORD, drawnFrom, readDrawn, svgOf } from './images/drawn';

const args = process.argv.slice(2);
const argument = (flag: string): string | undefined => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
const packImages = path.join(__dirname, '../content/images');
const outDir = path.resolve(argument('--out') ?? packImages);
const only = argument('--only');

async function render(spec: ImageSpec): Promise<number> {
  const image = sharp(Buffer.from(svgOf(spec))).resize(spec.width, spec.height);
  const file = path.join(outDir, spec.name);
  if (spec.format === 'png')
    await image.png({ compressionLevel: 9, palette: true, colours: 64 }).toFile(file);
  else
    await image
      .jpeg({ quality: spec.width >= 1600 ? 70 : 74, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toFile(file);
  return statSync(file).size;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const wanted = only ? IMAGES.filter((spec) => spec.name.startsWith(only)) : IMAGES;
  if (!only) {
    // remove drawn images no longer in the catalogue; other media (the course film) are kept
    const names = new Set(IMAGES.map((spec) => spec.name));
    for (const file of readdirSync(outDir))
      if (/\.(jpg|png)$/.test(file) && !names.has(file)) rmSync(path.join(outDir, file));
  }
  let total = 0;
  for (const spec of wanted) {
    const size = await render(spec);
    total += size;
    console.log(`${spec.name.padEnd(36)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(
    `${wanted.length} images, ${(total / 1024 / 1024).toFixed(2)} MB in ${path.relative(process.cwd(), outDir)}`,
  );
  if (outDir === packImages) {
    const drawn = only ? readDrawn() : {};
    for (const spec of wanted) {
      drawn[spec.name] = drawnFrom(spec, readFileSync(path.join(outDir, spec.name)));
    }
    const names = new Set(IMAGES.map((spec) => spec.name));
    const sorted = Object.fromEntries(
      Object.entries(drawn)
        .filter(([name]) => names.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(DRAWN_RECORD, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
