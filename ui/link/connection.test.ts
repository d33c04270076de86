import { prefetchAllowed } from './connection';

describe('prefetchAllowed', () => {
  it('skips prefetching on data saver and on 2g connections, allows it otherwise', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
