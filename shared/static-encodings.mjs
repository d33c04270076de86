// After `next build` (next.config.ts): every compressible file under `.next/static` gets brotli and gzip
// copies beside it, made once at the highest levels, which the serving layer (server/static-files.mjs)
// sends as they are (docs/decisions/0030).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentType } from 'mime-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encodings made beside each compressible file, by the suffix each copy's name gets.
 * @type {ReadonlyArray<{ encoding: 'br' | 'gzip'; suffix: string }>}
 */
export const STATIC_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

// Text worth compressing, by content type, as Next's own compression judges it: what the serving layer
// gzips on the way out (server/answers.mjs) and what this step encodes at build. Fonts (woff2 is
// compressed inside) and pictures gain nothing from another encoding.
export const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

// Below this an encoded copy saves less than its headers cost.
export const MIN_COMPRESSED_SIZE = 1024;

/**
 * True for a file whose name says it is text worth sending encoded.
 * @param {string} name
 * @returns {boolean}
 */
export function isCompressible(name) {
  return COMPRESSIBLE_TYPE.test(contentType(path.extname(name)) || '');
}

/**
 * True for a copy this step made (`x.js.br`), which is never itself a file to encode or serve.
 * @param {string} name
 * @returns {boolean}
 */
export function isEncodedCopy(name) {
  return STATIC_ENCODINGS.some(({ suffix }) => name.endsWith(suffix));
}

/**
 * `body` in each of STATIC_ENCODINGS, at brotli's quality 11 and gzip's level 9.
 * @param {Buffer} body
 * @returns {Promise<{ br: Buffer; gzip: Buffer }>}
 */
export async function encodeStatic(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of at least MIN_COMPRESSED_SIZE
 * bytes under `<distDir>/static`, replacing earlier copies; returns how many files it encoded.
 * @param {string} distDir
 * @returns {Promise<number>}
 */
export async function precompressStatic(distDir) {
  const folder = path.join(distDir, 'static');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name) && !isEncodedCopy(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let encoded = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_COMPRESSED_SIZE) return;
      const forms = await encodeStatic(body);
      await Promise.all(
        STATIC_ENCODINGS.map(({ encoding, suffix }) => writeFile(file + suffix, forms[encoding])),
      );
      encoded += 1;
    }),
  );
  return encoded;
}
