import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  let now = 0;
  const flights = () => new SingleFlight<{ n: number }>(10_000, () => now);

  beforeEach(() => {
    now = 1_000;
  });

  it('gives a second caller of the same key the first call’s answer', async () => {
    const single = flights();
    const call = vi.fn(async () => ({ n: 1 }));
    const [a, b] = await Promise.all([single.run('k', call), single.run('k', call)]);
    expect(a).toBe(b);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps a settled answer for keepMs, then calls again', async () => {
    const single = flights();
    const call = vi.fn(async () => ({ n: call.mock.calls.length }));
    await single.run('k', call);
    now += 9_999;
    expect(await single.run('k', call)).toEqual({ n: 1 });
    now += 2;
    expect(await single.run('k', call)).toEqual({ n: 2 });
  });

  it('does not keep a failure', async () => {
    const single = flights();
    await expect(single.run('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await single.run('k', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('keeps keys apart', async () => {
    const single = flights();
    expect(await single.run('a', async () => ({ n: 1 }))).toEqual({ n: 1 });
    expect(await single.run('b', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });
});
