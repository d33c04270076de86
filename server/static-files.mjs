// The build's static files (`/_next/static/…`: scripts, styles, fonts), answered from memory by the
// serving layer before Next, each compressible one as the brotli or gzip copy the build made beside it
// (shared/static-encodings.mjs), so no visitor's download is compressed again on the way out
// (docs/decisions/0030). A file without its copies, a range request, or any other method goes to Next.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fresh from 'fresh';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import { isCompressible, isEncodedCopy, STATIC_ENCODINGS } from '../shared/static-encodings.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/** @typedef {'identity' | 'br' | 'gzip'} Encoding */
/**
 * A static file as the serving layer keeps it.
 * @typedef {object} StaticFile
 * @property {string} type
 * @property {boolean} encoded True when the file is kept as the build's encoded copies, whose answers vary by Accept-Encoding.
 * @property {string} etag
 * @property {Partial<Record<Encoding, Buffer>>} bodies
 * @property {Partial<Record<Encoding, Record<string, string | number>>>} headers
 */
/**
 * Negotiator's encoding(), with the `preferred` option Negotiator 1 takes and @types/negotiator predates.
 * @typedef {{ encoding(available: string[], options: { preferred: string[] }): string | undefined }} EncodingNegotiator
 */

const URL_PREFIX = '/_next/static/';
// Every name under static/ holds its content's hash (or the build's id): a new build makes new names.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The encodings offered, best first: when a browser accepts several equally, the smaller copy wins.
const OFFERED = STATIC_ENCODINGS.map(({ encoding }) => encoding);

/**
 * @param {Pick<StaticFile, 'type' | 'etag' | 'encoded'>} file
 * @param {string} encoding
 * @param {Buffer} body
 * @returns {Record<string, string | number>}
 */
function headersFor(file, encoding, body) {
  /** @type {Record<string, string | number>} */
  const headers = {
    'content-type': file.type,
    'cache-control': IMMUTABLE,
    etag: file.etag,
    'content-length': body.length,
  };
  if (file.encoded) headers.vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return headers;
}

/**
 * The build's encoded copies of a text file (shared/static-encodings.mjs), by encoding; none when it has none.
 * @param {string} file
 * @returns {Partial<Record<Encoding, Buffer>>}
 */
function encodedCopies(file) {
  /** @type {Partial<Record<Encoding, Buffer>>} */
  const copies = {};
  for (const { encoding, suffix } of STATIC_ENCODINGS) {
    try {
      copies[encoding] = readFileSync(file + suffix);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  return copies;
}

/**
 * One static file as the serving layer keeps it, or null when Next should serve it.
 * @param {string} file
 * @param {string} name
 * @returns {StaticFile | null}
 */
function keptFile(file, name) {
  const type = contentType(path.extname(name));
  if (!type) return null;
  const identity = readFileSync(file);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  // Of a text file only the build's copies are kept: every browser takes gzip, and one that takes
  // neither encoding is Next's to answer, as is a text file the build left without copies (one Next
  // wrote after compiling, or too small to gain).
  /** @type {Partial<Record<Encoding, Buffer>>} */
  const bodies = isCompressible(name) ? encodedCopies(file) : { identity };
  if (Object.keys(bodies).length === 0) return null;
  // Its headers are added below.
  const kept = /** @type {StaticFile} */ ({ type, encoded: !bodies.identity, etag, bodies });
  // Each encoding's headers are made once, here, not for every answer.
  kept.headers = Object.fromEntries(
    Object.entries(bodies).map(([encoding, body]) => [encoding, headersFor(kept, encoding, body)]),
  );
  return kept;
}

/**
 * The files under `<distDir>/static` by the path a browser asks for them at, read once at start. A
 * build that has none (not built yet) gives an empty index, and Next serves everything.
 * @param {string} distDir
 * @returns {Map<string, StaticFile>}
 */
export function loadStaticFiles(distDir) {
  const folder = path.join(distDir, 'static');
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return new Map();
    throw error;
  }
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  for (const entry of entries) {
    if (!entry.isFile() || isEncodedCopy(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const kept = keptFile(file, entry.name);
    if (!kept) continue;
    const relative = path.relative(folder, file).split(path.sep).join('/');
    files.set(URL_PREFIX + relative, kept);
  }
  return files;
}

/**
 * True when the request was for a kept static file, which has then been answered: in the encoding the
 * browser prefers among those kept, or 304 when its copy is current.
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @param {ServerResponse} res
 * @param {Map<string, StaticFile>} files
 * @returns {boolean}
 */
export function answerStatic(req, res, files) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.range) return false;
  const url = String(req.url ?? '');
  if (!url.startsWith(URL_PREFIX)) return false;
  const query = url.indexOf('?');
  const file = files.get(query === -1 ? url : url.slice(0, query));
  if (!file) return false;
  const encoding = /** @type {Encoding | undefined} */ (
    file.encoded
      ? /** @type {EncodingNegotiator} */ (new Negotiator(req)).encoding(OFFERED, { preferred: OFFERED })
      : 'identity'
  );
  const body = encoding ? file.bodies[encoding] : undefined;
  // A browser that takes none of the encodings kept gets what Next would give it.
  if (!body) return false;
  const headers = /** @type {Record<string, string | number>} */ (
    file.headers[/** @type {Encoding} */ (encoding)]
  );
  if (fresh(req.headers, { etag: file.etag })) {
    res.writeHead(
      304,
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-length')),
    );
    res.end();
    return true;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
