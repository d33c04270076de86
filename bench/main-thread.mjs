// How much of a core a page's main thread had while Lighthouse loaded it, read from the audit's trace.
// Lighthouse's simulated throttling takes each main-thread task's observed duration (wall time) and
// multiplies it by its CPU slowdown; a task that waited for a core while other threads ran (the browser's
// own, the compositor, the background script compilers, the server, Lighthouse) is counted as work. The
// share says how far the observed durations were the page's own.

const TASK = 'RunTask';

/**
 * One event of a Chrome trace, as far as it is read here.
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} [ph]
 * @property {number} pid
 * @property {number} tid
 * @property {number} ts
 * @property {number} [dur]
 * @property {number} [tdur]
 * @property {{ data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } }} [args]
 */
/** @typedef {TraceEvent & { dur: number; tdur: number }} TimedTask */

/**
 * The wall and CPU milliseconds of the tasks the page's main thread ran from the start of the audited
 * navigation to the end of the trace, and the share of the wall time that was CPU time (0–1). The main
 * thread is the one that started the last navigation of an outermost main frame to a web address. Nested
 * tasks are counted once, within the task that holds them; a task without a CPU time is left out of both
 * sums. Undefined when the trace holds no such navigation or no task.
 * @param {TraceEvent[]} traceEvents
 * @returns {{ wallMs: number; cpuMs: number; cpuShare: number } | undefined}
 */
export function mainThreadTime(traceEvents) {
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isOutermostMainFrame === true &&
        /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
    )
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!navigation) return undefined;
  const tasks = traceEvents
    .filter(
      /** @returns {event is TimedTask} */
      (event) =>
        event.name === TASK &&
        event.ph === 'X' &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts &&
        typeof event.dur === 'number' &&
        typeof event.tdur === 'number',
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let wall = 0;
  let cpu = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    wall += task.dur;
    cpu += Math.min(task.tdur, task.dur);
  }
  if (wall === 0) return undefined;
  return { wallMs: Math.round(wall / 1000), cpuMs: Math.round(cpu / 1000), cpuShare: cpu / wall };
}
