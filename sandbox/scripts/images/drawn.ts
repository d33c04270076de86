// What each picture of the bundled pack was drawn from: the SVG its scene gives (seeded from the file's
// name) and the bytes sharp made of it, recorded by make-images.ts in drawn.json beside this file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageSpec } from './catalogue';
import { seeded } from './svg';

export const DRAWN_RECORD = path.join(__dirname, 'drawn.json');

export interface Drawn {
  /** sha256 of the SVG the scene drew. */
  svg: string;
  /** sha256 of the picture file written from it. */
  file: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** FNV-1a: a stable 32-bit seed from a name. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** The SVG a picture's scene draws, the same on every run. */
export const svgOf = (spec: ImageSpec): string =>
  spec.draw(seeded(seedOf(spec.name)), spec.width, spec.height);

export const drawnFrom = (spec: ImageSpec, file: Buffer): Drawn => ({
  svg: sha256(svgOf(spec)),
  file: sha256(file),
});

export const fileDigest = (file: Buffer): string => sha256(file);

export function readDrawn(): Record<string, Drawn> {
  return existsSync(DRAWN_RECORD)
    ? (JSON.parse(readFileSync(DRAWN_RECORD, 'utf8')) as Record<string, Drawn>)
    : {};
}
