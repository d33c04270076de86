import { frameName, summarise } from './cpu-profile.mjs';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

// root → render (server/main.mjs) → policy (server/page-policy.mjs); root → (idle)
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4] },
    { id: 2, callFrame: frame('render', 'file:///srv/app/server/main.mjs', 52), children: [3] },
    { id: 3, callFrame: frame('pagePolicy', 'file:///srv/app/server/page-policy.mjs', 23) },
    { id: 4, callFrame: frame('(idle)') },
  ],
  samples: [2, 3, 3, 4, 3],
  timeDeltas: [1000, 2000, 2000, 5000, 1000],
};

describe('summarising a CPU profile', () => {
  it('names frames by function and project or package file', () => {
    expect(frameName(frame('parse', 'file:///x/node_modules/htmlparser2/dist/esm/Tokenizer.js', 625))).toBe(
      'parse htmlparser2/dist/esm/Tokenizer.js:626',
    );
    expect(frameName(frame('', 'file:///srv/app/server/main.mjs', 9))).toBe('(anonymous) server/main.mjs:10');
    expect(frameName(frame('(garbage collector)'))).toBe('(garbage collector)');
  });

  it('leaves idle time out, ranks frames by self time and sums groups inclusively', () => {
    const summary = summarise(profile, { groups: { serving: 'server/main.mjs', policy: 'pagePolicy' } });
    expect(summary.busyMs).toBe(6);
    expect(summary.frames).toEqual([
      { name: 'pagePolicy server/page-policy.mjs:24', ms: 5, share: 5 / 6 },
      { name: 'render server/main.mjs:53', ms: 1, share: 1 / 6 },
    ]);
    expect(summary.groups).toEqual([
      { label: 'serving', ms: 6, share: 1 },
      { label: 'policy', ms: 5, share: 5 / 6 },
    ]);
  });
});
