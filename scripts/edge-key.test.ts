// The edge's cache key is written from the site's own lists (scripts/edge-key.mjs): the committed
// template must hold exactly what the script writes, and what it writes must follow the lists.
import { readFileSync } from 'node:fs';
import { edgeKeyMaps, TEMPLATE_FILE, withEdgeKey } from './edge-key.mjs';
import { TAKEOVER_FLAG } from '../shared/cookies.mjs';
import { PAGE_PARAMS } from '../shared/requests.mjs';

describe("the edge's cache key in deploy/nginx.conf.template", () => {
  it('is what `npm run edge-key` writes from shared/requests.mjs and shared/cookies.mjs', () => {
    const template = readFileSync(TEMPLATE_FILE, 'utf8');
    expect(
      withEdgeKey(template) === template,
      "deploy/nginx.conf.template differs from the site's cache key: run `npm run edge-key`",
    ).toBe(true);
  });

  it('keys every page parameter and the takeover cookie the site reads', () => {
    const maps = edgeKeyMaps();
    for (const name of PAGE_PARAMS) expect(maps).toContain(`"${name}=$arg_${name}"`);
    expect(maps).toContain(`[ \\t]*${TAKEOVER_FLAG}[ \\t]*=[ \\t]*true[ \\t]*`);
  });
});
