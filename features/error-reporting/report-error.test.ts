describe('errors kept for the error-reporting SDK', () => {
  async function fresh() {
    vi.resetModules();
    return import('./report-error');
  }

  it('asks for the SDK at the first error, and hands it every error kept until it is there', async () => {
    const { reportError, reportTo, whenErrorKept } = await fresh();
    const load = vi.fn();
    whenErrorKept(load);
    expect(load).not.toHaveBeenCalled();
    reportError(new Error('first'));
    reportError(new Error('second'));
    expect(load).toHaveBeenCalledTimes(1);
    const sink = vi.fn();
    reportTo(sink);
    expect(sink.mock.calls.map(([error]) => (error as Error).message)).toEqual(['first', 'second']);
    reportError(new Error('third'));
    expect(sink).toHaveBeenLastCalledWith(new Error('third'));
  });

  it('asks at once when an error was kept before it was asked', async () => {
    const { reportError, whenErrorKept } = await fresh();
    reportError(new Error('early'));
    const load = vi.fn();
    whenErrorKept(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never asks on a page without error reporting', async () => {
    const { reportError, reportNowhere, whenErrorKept } = await fresh();
    const load = vi.fn();
    whenErrorKept(load);
    reportNowhere();
    reportError(new Error('ignored'));
    expect(load).not.toHaveBeenCalled();
  });
});
