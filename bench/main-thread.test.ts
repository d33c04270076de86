import { mainThreadTime } from './main-thread.mjs';

const navigation = (pid: number, ts: number, url: string, outermost = true) => ({
  name: 'navigationStart',
  pid,
  tid: pid,
  ts,
  args: { data: { documentLoaderURL: url, isOutermostMainFrame: outermost } },
});
const task = (pid: number, ts: number, dur: number, tdur?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: pid,
  ts,
  dur,
  tdur,
});

describe("a page's main-thread time in a Lighthouse trace", () => {
  it("sums the audited page's tasks from its navigation on, wall and CPU", () => {
    const events = [
      navigation(7, 1_000, 'http://localhost:3000/'),
      task(7, 500, 90_000, 90_000), // before the navigation
      task(7, 2_000, 40_000, 10_000), // waited for a core three quarters of its time
      task(7, 50_000, 20_000, 20_000),
      task(9, 2_000, 80_000, 80_000), // another renderer
    ];
    expect(mainThreadTime(events)).toEqual({ wallMs: 60, cpuMs: 30, cpuShare: 0.5 });
  });

  it('counts a task nested in another once, and leaves out a task without a CPU time', () => {
    const events = [
      navigation(7, 0, 'https://furlong.example/news'),
      task(7, 1_000, 30_000, 15_000),
      task(7, 2_000, 10_000, 10_000), // inside the first
      task(7, 40_000, 10_000), // no thread time
    ];
    expect(mainThreadTime(events)).toEqual({ wallMs: 30, cpuMs: 15, cpuShare: 0.5 });
  });

  it("follows the last navigation to a web address, not a blank frame's or an inner frame's", () => {
    const events = [
      navigation(5, 0, 'http://localhost:3000/healthz'),
      navigation(7, 1_000, 'http://localhost:3000/'),
      navigation(7, 1_500, ''),
      navigation(8, 2_000, 'http://localhost:4000/consent', false),
      task(5, 3_000, 10_000, 10_000),
      task(7, 3_000, 20_000, 5_000),
      task(8, 3_000, 10_000, 10_000),
    ];
    expect(mainThreadTime(events)).toEqual({ wallMs: 20, cpuMs: 5, cpuShare: 0.25 });
  });

  it('is undefined for a trace with no navigation or no task', () => {
    expect(mainThreadTime([task(7, 0, 10_000, 10_000)])).toBeUndefined();
    expect(mainThreadTime([navigation(7, 0, 'http://localhost:3000/')])).toBeUndefined();
  });
});
