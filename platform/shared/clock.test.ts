import { systemClock, venueToday } from './clock';

describe('venueToday', () => {
  it("is the venue's calendar day, whatever the server's time zone", () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    expect(venueToday(() => new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter London is on UTC.
    expect(venueToday(() => new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
  });

  it('reads the system clock by default', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    try {
      expect(venueToday()).toBe('2026-11-26');
      expect(systemClock().toISOString()).toBe('2026-11-26T09:00:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SITE_CLOCK', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('stops the site at the time it names', async () => {
    vi.stubEnv('SITE_CLOCK', '2026-11-20T09:00:00Z');
    vi.resetModules();
    const clock = await import('./clock');
    expect(clock.systemClock().toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(clock.venueToday()).toBe('2026-11-20');
  });

  it('keeps real time when it is not set', async () => {
    vi.stubEnv('SITE_CLOCK', '');
    vi.resetModules();
    const clock = await import('./clock');
    const before = Date.now();
    expect(clock.systemClock().getTime()).toBeGreaterThanOrEqual(before);
  });
});
