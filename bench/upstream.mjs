// How many requests the sandbox answers while a warm page is viewed again: a cached page should cost
// the content service nothing within 30 s of its last render.
async function counts(sandbox) {
  const body = await (await fetch(`${sandbox}/__sandbox/requests`)).json();
  return Object.values(body).reduce((sum, count) => sum + count, 0);
}

export async function upstreamRequestsFor(url, sandbox, headers, views = 50) {
  const before = await counts(sandbox);
  for (let i = 0; i < views; i += 1) await fetch(url, { headers });
  return (await counts(sandbox)) - before;
}
