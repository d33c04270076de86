import { phaseSummary } from './fault-phases.mjs';

describe('a phase of the fault test', () => {
  it('counts only 200s with their content as good, and unseen pages by how they were answered', () => {
    const seen = [
      { status: 200, withContent: true, ms: 3 },
      { status: 200, withContent: false, ms: 5 },
      { status: 503, withContent: false, ms: 40 },
      { status: 'error', withContent: false, ms: 1 },
    ];
    const unseen = [
      { status: 503, ms: 900 },
      { status: 'hang', ms: 10_000 },
      { status: 200, ms: 12 },
    ];
    expect(phaseSummary(seen, unseen)).toEqual({
      seen: { total: 4, withContent: 1, failed: 3, p99: 40 },
      unseen: { total: 3, errorPage: 1, hangs: 1, slowest: 10_000 },
    });
  });

  it('reads an empty phase as nothing asked', () => {
    expect(phaseSummary([], [])).toEqual({
      seen: { total: 0, withContent: 0, failed: 0, p99: 0 },
      unseen: { total: 0, errorPage: 0, hangs: 0, slowest: 0 },
    });
  });
});
