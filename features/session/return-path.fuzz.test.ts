import fc from 'fast-check';
import { FUZZ_RUNS, fuzzParameters, fuzzTimeout } from '@/test/fuzz/fuzz-settings';
import { safeReturnPath } from './return-path';

const BASE = 'https://www.furlong.test';
// Slashes, dots and their escapes come most often: they are what turns a path into another host.
const structural = ['/', '/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%5C'];
const other = [
  '%25',
  '%',
  '\t',
  '\n',
  '\r',
  ' ',
  'evil.example',
  'news',
  'oauth2',
  '%6Fauth2',
  '?',
  '#',
  'signout',
];

const trickyPath = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...structural) },
      fc.constantFrom(...other, '=', '&', '@', ':'),
    ),
    {
      maxLength: 8,
    },
  )
  .map((parts) => `/${parts.join('')}`);

describe('the return path for any input', () => {
  it(
    'is a path on this site with one leading slash, even once resolved and decoded, and stays as it is',
    () => {
      fc.assert(
        fc.property(fc.oneof(trickyPath, fc.string()), (input) => {
          const path = safeReturnPath(input);
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(path).not.toMatch(/[\u0000-\u001f\u007f\\]/);
          const url = new URL(path, BASE);
          expect(url.origin).toBe(BASE);
          expect(url.pathname).not.toMatch(/^\/[/\\]/);
          expect(decodeURIComponent(url.pathname)).not.toMatch(/^\/[/\\]|^\/oauth2(\/|$)/i);
          expect(safeReturnPath(path)).toBe(path);
        }),
        fuzzParameters(FUZZ_RUNS * 5),
      );
    },
    fuzzTimeout(5, FUZZ_RUNS * 5),
  );
});
