// Reading a V8 CPU profile (.cpuprofile): where the busy time went, by frame (self time) and by the
// share of samples under frames matching a name (inclusive time).

/**
 * @typedef {object} CallFrame
 * @property {string} functionName
 * @property {string} url
 * @property {number} lineNumber
 */
/**
 * @typedef {{ id: number; callFrame: CallFrame; children?: number[] }} ProfileNode
 * @typedef {object} CpuProfile
 * @property {ProfileNode[]} nodes
 * @property {number[]} samples
 * @property {number[]} timeDeltas
 */

/**
 * The frame's name as printed: function, then its file shortened to the package or project path.
 * @param {CallFrame} frame
 * @returns {string}
 */
export function frameName({ functionName, url, lineNumber }) {
  const file = String(url)
    .replace(/^.*\/node_modules\//, '')
    .replace(/^file:\/\/.*?\/(\.next|server|shared|scripts)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`.trim();
}

/**
 * The profile's busy time (idle samples left out), its top `count` frames by self time, and for each of
 * `groups` ({ label: substring }) the inclusive time of samples with any frame whose name holds it.
 * @param {CpuProfile} profile
 * @param {{ count?: number; groups?: Record<string, string> }} [options]
 */
export function summarise(profile, { count = 15, groups = {} } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** @type {Map<string, number>} */
  const self = new Map();
  const inclusive = new Map(Object.keys(groups).map((label) => [label, 0]));
  let busyMicros = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const leaf = nodes.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') return;
    busyMicros += micros;
    const name = frameName(leaf.callFrame);
    self.set(name, (self.get(name) ?? 0) + micros);
    /** @type {string[]} */
    const names = [];
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at))
      names.push(frameName(/** @type {ProfileNode} */ (nodes.get(at)).callFrame));
    for (const [label, needle] of Object.entries(groups)) {
      if (names.some((frame) => frame.includes(needle)))
        inclusive.set(label, /** @type {number} */ (inclusive.get(label)) + micros);
    }
  });
  const share = (/** @type {number} */ micros) => (busyMicros === 0 ? 0 : micros / busyMicros);
  return {
    busyMs: busyMicros / 1000,
    frames: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: share(micros) })),
    groups: [...inclusive].map(([label, micros]) => ({ label, ms: micros / 1000, share: share(micros) })),
  };
}
