// How many requests the sandbox answers while a warm page is viewed again: a cached page should cost
// the content service nothing within 30 s of its last render.
/**
 * @param {string} sandbox
 * @returns {Promise<number>}
 */
async function counts(sandbox) {
  /** @type {Record<string, number>} */
  const body = await (await fetch(`${sandbox}/__sandbox/requests`)).json();
  return Object.values(body).reduce((sum, count) => sum + count, 0);
}

/**
 * The requests the sandbox answered while `url` was viewed `views` times.
 * @param {string} url
 * @param {string} sandbox
 * @param {Record<string, string>} headers
 * @param {number} [views]
 * @returns {Promise<number>}
 */
export async function upstreamRequestsFor(url, sandbox, headers, views = 50) {
  const before = await counts(sandbox);
  for (let i = 0; i < views; i += 1) await fetch(url, { headers });
  return (await counts(sandbox)) - before;
}
