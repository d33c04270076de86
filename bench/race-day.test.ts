import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEAVIEST_PAGES, LIST_SHARE, mixLua, raceDayPaths } from './race-day.mjs';

const pack = path.join(__dirname, '..', 'sandbox', 'content');

describe('the race-day mix', () => {
  const paths = raceDayPaths(pack);

  it('includes the heaviest pages, and the pack holds the article of 50 embeds', () => {
    const showcase = readFileSync(path.join(pack, 'articles', 'showcase.json'), 'utf8');
    const article = (JSON.parse(showcase) as { slug: string; content: { content?: unknown }[] }[]).find(
      (entry) => `/content/${entry.slug}` === HEAVIEST_PAGES[1],
    );
    const body = article?.content.map((block) => String(block.content)).join('') ?? '';
    expect(body.match(/<iframe |<blockquote /g)).toHaveLength(50);
  });

  it("takes read pages and pressed pages from the pack, lists only with the site's own parameters", () => {
    expect(paths.cached).toContain('/');
    expect(paths.cached).toContain('/content/silver-lantern-wins-summer-mile');
    expect(paths.cached).toEqual(expect.arrayContaining(HEAVIEST_PAGES));
    expect(paths.lists).toContain('/news?page=2');
    expect(paths.lists).toContain('/news/racing?page=1');
    expect(paths.lists).toContain('/horse-races-and-events?filter=filter-summer');
    expect(paths.lists.some((p) => p.startsWith('/search-results?query='))).toBe(true);
    for (const p of paths.cached) expect(p).not.toContain('?');
    for (const p of paths.lists) expect(p).toMatch(/^\/[\w/-]*(\?(query|filter|page)=[\w-]+)?$/);
  });

  it('asks for list pages three times in ten, every address in turn', () => {
    // Runs the Lua's arithmetic in JavaScript: the same formula, 1-based arrays.
    const lua = mixLua(paths);
    expect(lua).toContain(`if k % 10 < ${LIST_SHARE * 10} then`);
    const pick = (id: number, n: number) => {
      const k = n + id * 7919;
      const turn = Math.floor(k / 10);
      return k % 10 < 3
        ? paths.lists[(turn * 3 + (k % 10)) % paths.lists.length]
        : paths.cached[(turn * 7 + (k % 10)) % paths.cached.length];
    };
    const asked = Array.from({ length: 10_000 }, (_, n) => pick(1, n + 1));
    const lists = asked.filter((p) => paths.lists.includes(p as string)).length;
    expect(lists / asked.length).toBeCloseTo(LIST_SHARE, 2);
    expect(new Set(asked).size).toBe(paths.cached.length + paths.lists.length);
  });
});
