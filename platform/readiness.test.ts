import { createReadinessCheck, readinessOf } from './readiness';

describe('readiness (/readyz)', () => {
  it('is ready when the content service answers, or when kept copies can serve without it', () => {
    expect(readinessOf(true, 0)).toEqual({ ready: true, content: 'up', keptCopies: 0 });
    expect(readinessOf(false, 12)).toEqual({ ready: true, content: 'down', keptCopies: 12 });
    expect(readinessOf(false, 0)).toEqual({ ready: false, content: 'down', keptCopies: 0 });
  });

  it('asks the content service at most once every 5 s, however many ask meanwhile', async () => {
    let time = 0;
    const probe = vi.fn(async () => true);
    const check = createReadinessCheck({ probe, keptCopies: () => 0, now: () => time });
    await Promise.all([check(), check(), check()]);
    time += 4999;
    await check();
    expect(probe).toHaveBeenCalledTimes(1);
    time += 1;
    await check();
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('counts a probe that throws as the service down', async () => {
    const check = createReadinessCheck({
      probe: async () => {
        throw new Error('refused');
      },
      keptCopies: () => 0,
    });
    expect(await check()).toEqual({ ready: false, content: 'down', keptCopies: 0 });
  });
});
