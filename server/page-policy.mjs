// The Content-Security-Policy of an HTML answer, set as it goes out (docs/decisions/0010): the answer is
// held until complete, its inline scripts hashed, and the policy header added before the first byte.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { contentSecurityPolicy, embedSources, inlineScriptHashes } from './security-headers.mjs';

/** The body as the browser will read it, whatever compression Next applied. */
function decoded(body, encoding) {
  const name = String(encoding ?? '')
    .trim()
    .toLowerCase();
  if (name === 'gzip') return gunzipSync(body);
  if (name === 'deflate') return inflateSync(body);
  if (name === 'br') return brotliDecompressSync(body);
  if (name === '' || name === 'identity') return body;
  throw new Error(`unknown content encoding ${name}`);
}

function isHtml(contentType) {
  return /^text\/html\b/i.test(String(contentType ?? ''));
}

// An HTML answer is held until it is complete, so its Content-Security-Policy can allow exactly its own
// inline scripts by hash (server/security-headers.mjs); any other answer passes straight through. Set
// before the cache copies the headers, so a cached page is served with its policy.
export function withPagePolicy(res, sources) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks = [];
  let head = null;
  // Decided at the first header or byte: hold HTML, pass the rest through. The wrappers stay in place
  // either way: Next's compression wraps them in turn, and must not be unwrapped.
  let holding = null;
  const decide = (headers) => {
    if (holding === null) {
      const given =
        headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
      holding = isHtml(given ? given[1] : res.getHeader('content-type'));
    }
    return holding;
  };
  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg));
    if (!decide(headers)) return original.writeHead.call(this, statusCode, ...rest);
    head = [statusCode, ...rest];
    return this;
  };
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return original.write.call(this, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return original.end.call(this, chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    }
    holding = false; // what follows (the answer itself) goes straight out
    const body = Buffer.concat(chunks);
    try {
      const html = decoded(body, res.getHeader('content-encoding')).toString('utf8');
      res.setHeader(
        'content-security-policy',
        contentSecurityPolicy({ hashes: inlineScriptHashes(html), sources, embeds: embedSources(html) }),
      );
    } catch (error) {
      // An answer that cannot be read gets the strictest policy: no inline script at all.
      console.error('Content-Security-Policy:', error instanceof Error ? error.message : error);
      res.setHeader('content-security-policy', contentSecurityPolicy({ hashes: [], sources }));
    }
    if (head) original.writeHead.apply(res, head);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    return original.end.call(res, body, done);
  };
}
