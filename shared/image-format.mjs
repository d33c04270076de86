// The image proxy's address, and which picture format it sends for a request's Accept header. Shared by
// the pages (ui/image), which write its addresses, the proxy (features/images), which makes the picture,
// and the serving layer (server/html-cache.mjs), which keeps the proxy's answers by the format they were
// made in: the answer varies on Accept by this choice alone.

/** The proxy's path: `/_amplify/image?url=…&w=…&q=…`. */
export const IMAGE_PROXY_PATH = '/_amplify/image';

/**
 * What the browser gets: WebP if it takes it, else the source's own format. Never AVIF.
 * @typedef {'webp' | 'source'} FormatChoice
 */

/**
 * True when the Accept header lists the media type with a quality above 0.
 * @param {string} accept
 * @param {string} type
 * @returns {boolean}
 */
export function acceptsType(accept, type) {
  return accept.split(',').some((part) => {
    const [media = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (media !== type) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * WebP when the browser takes it, else the source's format; AVIF is never made (decisions 0008, 0029): it
 * came out larger than WebP for a 1536-wide photograph (73 KB against 48 KB at quality 80) and cost ten
 * times the CPU (1.2 s against 0.12 s), so a stream of AVIF-only requests could hold every core.
 * @param {string | null | undefined} accept
 * @returns {FormatChoice}
 */
export function chooseFormat(accept) {
  return acceptsType(accept ?? '', 'image/webp') ? 'webp' : 'source';
}
