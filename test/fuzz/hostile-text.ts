import fc from 'fast-check';

// Every fragment names itself 'hostile', so any of it that comes out as markup is easy to find.
export const HOSTILE_FRAGMENTS = [
  '<x-hostile>',
  '</x-hostile>',
  '<x-hostile onclick="hostile()">',
  '<script>hostile()</script>',
  '</script><script>hostile()</script>',
  '<scr<script>ipt>hostile()</script>',
  '<script src="https://evil.example/hostile.js"></script>',
  '<img src=x onerror=hostile()>',
  '<svg onload=hostile()>',
  '<iframe src="javascript:hostile()"></iframe>',
  '"><x-hostile>',
  "'><x-hostile>",
  '" onmouseover="hostile()',
  '<a href="javascript:hostile()">link</a>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</textarea><x-hostile>',
  '</title><x-hostile>',
  '</style><x-hostile>',
  '</noscript><x-hostile>',
  '<p><div>',
  '</div></section></main>',
  '<table><tr><td>',
  '<b>',
  '<form action="https://evil.example">',
  '&lt;x-hostile&gt;',
  '&#60;x-hostile&#62;',
  '%3Cx-hostile%3E',
  '\\u003cx-hostile\\u003e',
  '\u2028',
  '\u0000',
  '\r\n',
  '${hostile}',
  '{{hostile}}',
  '__proto__',
];

const HOSTILE_URLS = [
  'javascript:hostile()',
  ' javascript:hostile()',
  'JAVASCRIPT:hostile()',
  'java\tscript:hostile()',
  'vbscript:hostile()',
  'data:text/html,<x-hostile>',
  '//evil.example/x',
  '/\\evil.example',
  'https://evil.example/"><x-hostile>',
  'https://www.kingsmere.test/a?b=<x-hostile>',
  '/tickets',
  '/news/racing',
  'https://www.youtube.com/watch?v=hostile',
  'mailto:box@kingsmere.test',
  '',
];

const HUGE = `${'Kingsmere '.repeat(20_000)}<x-hostile>`;

const ordinary = fc.constantFrom(
  'Kingsmere',
  'Gold Cup',
  'news-racing',
  ' ',
  '',
  '11:00',
  'Sold Out',
  'Dark',
);

/** Text from a content service that means harm, or means nothing, now and then very long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE_FRAGMENTS), fc.string({ maxLength: 12 }), ordinary), {
        maxLength: 5,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/** An address from a content service: script URLs, other hosts, broken ones, ordinary ones. */
export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_URLS) },
  { weight: 1, arbitrary: hostileText },
);

/** Any JSON value, its strings hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('title', 'link', 'image', 'content')),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
})).value;
