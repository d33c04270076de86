#!/usr/bin/env node
// `npm run edge-key`: writes the cache-key maps of deploy/nginx.conf.template (between its "cache key"
// markers) from the lists the site's own key reads: the page parameters, the parameters that ask the
// app to act and the addresses that are no page (shared/requests.mjs), and the takeover, signed-in hint,
// preview and device cookies (shared/cookies.mjs). The edge then keys a page as the serving layer does
// (server/html-cache.mjs cacheSlot) with nothing written twice by hand; scripts/edge-key.test.ts fails
// when the template and this script disagree, and scripts/nginx-edge-key.test.ts checks, with nginx
// itself, that what the edge answers from its cache is what the site would have answered.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEVICE_COOKIE,
  DEVICE_MAX_AGE,
  HINT_COOKIE,
  HINT_SIGNED_IN,
  PREVIEW_COOKIE,
  TAKEOVER_FLAG,
} from '../shared/cookies.mjs';
import {
  ACTION_PARAMS,
  FILE_PATTERN,
  METADATA_ROUTES,
  NON_PAGE_PREFIXES,
  PAGE_PARAMS,
} from '../shared/requests.mjs';

export const TEMPLATE_FILE = fileURLToPath(new URL('../deploy/nginx.conf.template', import.meta.url));
const BEGIN =
  '  # --- the cache key: written by `npm run edge-key` from shared/requests.mjs and shared/cookies.mjs ---';
const END = '  # --- end of the cache key ---';

/** A name as a regular expression matches it literally. */
const literal = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const either = (/** @type {readonly string[]} */ names) => names.map(literal).join('|');

/**
 * A page parameter's own variable. `$furlong_page` already says whether the address is a page, so the
 * `page` parameter's is `$furlong_page_number`.
 */
const paramVariable = (/** @type {string} */ name) =>
  name === 'page' ? '$furlong_page_number' : `$furlong_${name}`;

/** A Cookie header holding a cookie of exactly this name valued exactly this, as shared/cookies.mjs reads one. */
const cookieValued = (/** @type {string} */ name, /** @type {string} */ value) =>
  `"~(^|;)[ \\t]*${literal(name)}[ \\t]*=[ \\t]*${literal(value)}[ \\t]*(;|$)"`;

/**
 * The cache-key maps, as they stand between the markers.
 * @returns {string}
 */
export function edgeKeyMaps() {
  const pageParams = either(PAGE_PARAMS);
  // nginx keys the decoded $uri; a prefix starting `_` is matched in its `%5F` form too, as Next routes it.
  const prefixes = NON_PAGE_PREFIXES.map((prefix) => prefix.slice(1)).flatMap((prefix) =>
    prefix.startsWith('_') ? [literal(prefix), `%5F${literal(prefix.slice(1))}`] : [literal(prefix)],
  );
  const paramMaps = PAGE_PARAMS.map(
    (name) => `  map $args ${paramVariable(name)} {
    "~(^|&)${literal(name)}=" "${name}=$arg_${name}";
    default "";
  }`,
  );
  return `${BEGIN}
  # An address the edge keeps no copy of: one that asks the app to act, or one whose page parameters
  # this key could read otherwise than the site does (shared/requests.mjs pageCacheAddress, which
  # answers such an address privately). nginx reads a parameter's name raw and its $arg_ case-blind,
  # keeping the first value; the site decodes names and tells case apart. So: a \`%\` in any name
  # (\`%71uery=\`), a page parameter in another case (\`QUERY=\`) or without a value, and a page parameter
  # twice in any case: \`query\` or \`page\` twice, or two filters (the site writes them, but this key holds
  # one value).
  map $args $furlong_action {
    "~(^|&)(${either(ACTION_PARAMS)})(=|&|$)" 1;
    "~(^|&)[^=&]*%" 1;
    "~(^|&)(?!(${pageParams})=)(?i:${pageParams})(=|&|$)" 1;
    "~*(^|&)(${pageParams})(=|&|$).*&\\2(=|&|$)" 1;
    default 0;
  }
  # An editor's preview (shared/cookies.mjs PREVIEW_COOKIE): never from the cache, never into it.
  map $cookie_${PREVIEW_COOKIE} $furlong_preview {
    "" 0;
    default 1;
  }
  # A page's address (shared/requests.mjs isPagePath): not an asset, the image proxy, an API route, a
  # file or a metadata route.
  map $uri $furlong_page {
    "~^/(${prefixes.join('|')})(/|$)" 0;
    "~*${FILE_PATTERN}" 0;
    "~*(^|/)(${either(METADATA_ROUTES)})\\d*$" 0;
    default 1;
  }
  # The parameters a page reads, in the order the site's own links write them; any other parameter (a
  # campaign tag, a cache-buster) is left out of the key, as the site leaves it out of the render.
${paramMaps.join('\n')}
  map $furlong_page $furlong_address {
    1 "$uri?${PAGE_PARAMS.map(paramVariable).join('&')}";
    default $request_uri;
  }
  # The takeover's dismissal as the site reads it (shared/cookies.mjs isTakeoverDismissed): a cookie of
  # exactly that name, case and all, whose value is exactly \`true\`, spaces and tabs around the name and
  # the value aside. nginx's $cookie_ would match the name in any case.
  map $http_cookie $furlong_takeover {
    ${cookieValued(TAKEOVER_FLAG, 'true')} d;
    default n;
  }
  # The signed-in hint as the site reads it (shared/cookies.mjs hasFanHint): a cookie of exactly that
  # name whose value is exactly \`${HINT_SIGNED_IN}\`. A fan's requests are kept apart from a visitor's: a
  # members-only article is rendered for the fan alone and kept by no cache, and a visitor's copy of it
  # (the teaser) never answers a fan.
  map $http_cookie $furlong_fan {
    ${cookieValued(HINT_COOKIE, HINT_SIGNED_IN)} f;
    default "";
  }
  # The device id (shared/cookies.mjs) for a page request without one, given here as the site gives it,
  # so a new visitor is served from the cache and the site sees the id it was given.
  map $cookie_${DEVICE_COOKIE} $furlong_has_device {
    "~^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$" 1;
    default 0;
  }
  map "$furlong_page$furlong_has_device" $furlong_cookie {
    "10" "$http_cookie; ${DEVICE_COOKIE}=$furlong_new_device";
    default $http_cookie;
  }
  map "$furlong_page$furlong_has_device" $furlong_set_device {
    "10" "${DEVICE_COOKIE}=$furlong_new_device; Path=/; Max-Age=${DEVICE_MAX_AGE}; HttpOnly; SameSite=Lax\${FURLONG_SECURE_COOKIE}";
    default "";
  }
${END}`;
}

/**
 * The template with its cache-key maps as edgeKeyMaps() writes them.
 * @param {string} template
 * @returns {string}
 */
export function withEdgeKey(template) {
  const begin = template.indexOf(BEGIN);
  const end = template.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`${TEMPLATE_FILE}: the cache key's markers are missing`);
  return `${template.slice(0, begin)}${edgeKeyMaps()}${template.slice(end + END.length)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const template = readFileSync(TEMPLATE_FILE, 'utf8');
  const written = withEdgeKey(template);
  writeFileSync(TEMPLATE_FILE, written);
  console.log(
    written === template
      ? 'deploy/nginx.conf.template: the cache key was already up to date.'
      : 'deploy/nginx.conf.template: the cache key written.',
  );
}
