import { UpstreamUnavailableError, valueOrNull, type UpstreamResult } from './outcome';

const failed: UpstreamResult<number> = {
  kind: 'failed',
  error: new UpstreamUnavailableError({ reason: 'status', path: '/x', status: 502, cause: new Error('bad') }),
};

describe('valueOrNull', () => {
  it('gives the value, null for absent, and throws the error for failed', () => {
    expect(valueOrNull({ kind: 'ok', value: 3, stale: false })).toBe(3);
    expect(valueOrNull({ kind: 'absent', path: '/x', status: 404 })).toBeNull();
    expect(() => valueOrNull(failed)).toThrow(UpstreamUnavailableError);
  });
});

describe('UpstreamUnavailableError', () => {
  it('is an Error with a message naming the path, reason and status, and keeps its cause', () => {
    const error = failed.kind === 'failed' ? failed.error : null;
    expect(error?.message).toBe('Upstream /x unavailable: status (HTTP 502)');
    expect(error?.name).toBe('UpstreamUnavailableError');
    expect(error?.cause).toEqual(new Error('bad'));
  });
});
