// @vitest-environment jsdom
import fc from 'fast-check';
import { parseInContainer } from '@/test/contained-html';
import { fuzzParameters, fuzzTimeout, RENDER_BUDGET_MS } from '@/test/fuzz/fuzz-settings';
import { hostileMarkupIn } from '@/test/fuzz/hostile-output';
import { HOSTILE_FRAGMENTS, hostileText, hostileUrl } from '@/test/fuzz/hostile-text';
import { readCmsHtml } from './cms-html';

const tags = [
  ...'p div span a img b i strong em ul ol li table tr td th tbody h2 h3 blockquote iframe br hr'.split(' '),
  ...'script style svg math form input textarea select option title noscript template xmp object embed'.split(
    ' ',
  ),
  ...'x-hostile scr<script body html head meta base link frameset'.split(' '),
];
const attributes =
  'href src onerror onclick style class id target rel alt title srcset action formaction'.split(' ');

const attribute = fc
  .tuple(fc.constantFrom(...attributes), fc.oneof(hostileUrl, hostileText), fc.constantFrom('"', "'", ''))
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);

/** Markup of any shape: open and close tags in any order, hostile attributes and text between. */
const tagSoup = fc
  .array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...tags), fc.array(attribute, { maxLength: 3 }))
        .map(([tag, attrs]) => `<${tag}${attrs.join('')}>`),
      fc.constantFrom(...tags).map((tag) => `</${tag}>`),
      fc.constantFrom(...HOSTILE_FRAGMENTS),
      hostileText,
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('CMS HTML read through the sanitizer', () => {
  it(
    'never carries a script, a handler or a script URL, stays in its container, and reads at once',
    () => {
      fc.assert(
        fc.property(tagSoup, (html) => {
          const started = performance.now();
          const { html: safe, scripts } = readCmsHtml(html);
          expect(performance.now() - started).toBeLessThan(RENDER_BUDGET_MS);
          expect(hostileMarkupIn(safe)).toEqual([]);
          expect(parseInContainer(safe).escaped).toBe(false);
          for (const script of scripts) expect(html).toContain(script.text);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(60),
  );
});
