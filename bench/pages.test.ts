import { cookiePairs, VISITOR_HEADERS } from './pages.mjs';

describe('cookiePairs', () => {
  it("reads the benchmark visitor's Cookie header as the browser's own cookies", () => {
    expect(cookiePairs(VISITOR_HEADERS.cookie)).toEqual([
      { name: 'dismissedProjectSouthampton', value: 'true' },
      { name: 'furlong_device', value: '0b6f2d52-9d8e-4c1a-a0f4-4c7d8a2e9b31' },
    ]);
  });

  it('keeps an equals sign inside a value and skips what is no pair', () => {
    expect(cookiePairs('a=b=c;;  junk ; d=')).toEqual([
      { name: 'a', value: 'b=c' },
      { name: 'd', value: '' },
    ]);
  });
});
