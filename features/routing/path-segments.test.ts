import { decodeSegments } from './path-segments';

describe('decodeSegments', () => {
  it('decodes escapes and keeps malformed ones as they were typed', () => {
    expect(decodeSegments(['caf%C3%A9', '%E0%A4%A', 'plain'])).toEqual(['café', '%E0%A4%A', 'plain']);
  });
});

describe('decodeSegments and control characters', () => {
  it('shows a decoded control character as U+FFFD, never as itself', () => {
    expect(decodeSegments(['a%00b', '%0D%0Aset-cookie'])).toEqual(['a\uFFFDb', '\uFFFD\uFFFDset-cookie']);
  });
});
