import { createWindowLimit } from './window-limit';

describe('createWindowLimit', () => {
  it('counts each key up to its limit, then answers the seconds to wait until a new window opens', () => {
    let now = 0;
    const limit = createWindowLimit({ limit: () => 10, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 10; i += 1) expect(limit('d')).toBeNull();
    expect(limit('d')).toBe(60);
    expect(limit('other')).toBeNull();
    now = 45_000;
    expect(limit('d')).toBe(15);
    now = 60_000;
    expect(limit('d')).toBeNull();
  });
});
