import { MAX_REDIRECT_NESTING, redirectEntriesIn } from './redirect-entries';

const item = (from: string, to: string) => ({
  contentType: 'CUSTOM',
  customContent: { from_string: from, to_string: to },
});

// A block holding `inner` in its children, `levels` blocks deep.
function nested(levels: number, inner: unknown): unknown {
  let node = inner;
  for (let level = 0; level < levels; level += 1) node = { contentType: 'CUSTOM', children: [node] };
  return node;
}

describe('redirectEntriesIn', () => {
  it('reads entries from customContent objects and lists, children included', () => {
    const blocks = [
      item('/a', '/b'),
      {
        contentType: 'CUSTOM',
        customContent: [{ from_string: '/c', to_string: '/d' }],
        children: [item('/e', '/f')],
      },
    ];
    expect(redirectEntriesIn(blocks)).toEqual([
      { from: '/a', to: '/b' },
      { from: '/c', to: '/d' },
      { from: '/e', to: '/f' },
    ]);
  });

  it('reads children nested 10,000 deep without running out of stack, keeping the shallow entries', () => {
    const blocks = [item('/near', '/x'), nested(10_000, item('/far', '/y'))];
    expect(redirectEntriesIn(blocks)).toEqual([{ from: '/near', to: '/x' }]);
  });

  it('reads entries nested as deep as editors could need', () => {
    const depth = Math.floor(MAX_REDIRECT_NESTING / 2) - 1;
    expect(redirectEntriesIn([nested(depth, item('/deep', '/z'))])).toEqual([{ from: '/deep', to: '/z' }]);
  });
});
