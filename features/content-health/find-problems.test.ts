import { findInBlocks, redirectProblems } from './find-problems';

const SITE = 'https://www.kingsmere.test';

describe('findInBlocks', () => {
  it("names the page's blocks of an unknown type and malformed ones, with the article and block", () => {
    const found = findInBlocks(
      [
        { id: 'b1', contentType: 'HOLOGRAM' },
        {
          id: 'b2',
          contentType: 'CUSTOM',
          customContentType: 'jockey-of-the-day-poll',
          customContent: {},
        },
        { id: 'b3', contentType: 'TEXT', content: '<p>Fine</p>', isHtml: true },
        'not a block',
      ],
      'a-story',
      SITE,
    );
    expect(found.problems.map(({ kind, article, block }) => ({ kind, article, block }))).toEqual([
      { kind: 'unknown-block', article: 'a-story', block: { id: 'b1', type: 'HOLOGRAM' } },
      {
        kind: 'malformed-block',
        article: 'a-story',
        block: { id: 'b2', type: 'CUSTOM/jockey-of-the-day-poll' },
      },
      { kind: 'malformed-block', article: 'a-story', block: null },
    ]);
    expect(found.problems[1]!.detail).toMatch(/poll/i);
  });

  it('names a block limited to some visitors that is shown to none: its rule unreadable, or no id to ask for', () => {
    const found = findInBlocks(
      [
        { id: 'ok', contentType: 'TEXT', content: '<p>Members</p>', isHtml: true, entitlements: ['member'] },
        { id: 'b1', contentType: 'TEXT', content: '<p>Ireland</p>', isHtml: true, countries: 'IE' },
        { contentType: 'TEXT', content: '<p>GB</p>', isHtml: true, countries: ['GB'], isWhiteList: true },
      ],
      'a-page',
      SITE,
    );
    expect(found.problems.map(({ kind, block, detail }) => ({ kind, block, detail }))).toEqual([
      {
        kind: 'malformed-block',
        block: { id: 'b1', type: 'TEXT' },
        detail: 'Limited to some visitors, and shown to none: countries is not a list of at most 300 names',
      },
      {
        kind: 'malformed-block',
        block: { id: null, type: 'TEXT' },
        detail: 'Limited to some visitors, and shown to none: it has no id',
      },
    ]);
  });

  it('finds pictures without alt text, embeds the site leaves out, and the links and pictures to check', () => {
    const found = findInBlocks(
      [
        {
          id: 't1',
          contentType: 'TEXT',
          isHtml: true,
          content:
            '<p><a href="/racedays/summer?x=1#top">Summer</a> <a href="https://elsewhere.test/">out</a> ' +
            `<a href="${SITE}/tickets">tickets</a></p><img src="https://img.test/a.jpg">` +
            '<img src="https://img.test/b.jpg" alt=""><iframe src="https://maps.example/embed"></iframe>' +
            '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
        },
        {
          id: 'i1',
          contentType: 'IMAGE',
          image: 'https://img.test/c.jpg',
          children: [{ id: 'i2', contentType: 'IMAGE', image: 'https://img.test/d.jpg', altText: 'Horses' }],
        },
        { id: 'b1', contentType: 'BUTTON', link: '/no-such-page', title: 'Go' },
        { id: 'i3', contentType: 'IMAGE', image: 'https://img.test/e.jpg', title: 'Course map' },
      ],
      'a-story',
      SITE,
    );
    const kinds = found.problems.map((problem) => `${problem.kind} ${problem.block?.id}`);
    expect(kinds).toEqual(expect.arrayContaining(['missing-alt t1', 'dropped-iframe t1', 'missing-alt i1']));
    expect(kinds).not.toContain('missing-alt i2');
    expect(found.problems.filter((problem) => problem.kind === 'dropped-iframe')).toHaveLength(1);
    expect(found.links.map((link) => link.path)).toEqual(['/racedays/summer', '/tickets', '/no-such-page']);
    expect(found.images.map((image) => image.src)).toEqual([
      'https://img.test/a.jpg',
      'https://img.test/b.jpg',
      'https://img.test/c.jpg',
      'https://img.test/d.jpg',
      'https://img.test/e.jpg',
    ]);
    expect(kinds).not.toContain('missing-alt i3');
  });
});

describe('redirectProblems', () => {
  it('names a redirect to a redirect and a loop, and leaves a plain one alone', () => {
    const problems = redirectProblems([
      { from: '/old', to: '/older' },
      { from: '/older', to: '/tickets' },
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/plain', to: '/news' },
      { from: '/self', to: '/self' },
    ]);
    expect(problems.map(({ kind, detail }) => `${kind}: ${detail}`)).toEqual([
      'redirect-chain: /old → /older → /tickets',
      'redirect-loop: /a → /b → /a',
      'redirect-loop: /b → /a → /b',
      'redirect-loop: /self → /self',
    ]);
  });
});
