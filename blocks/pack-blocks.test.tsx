import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawBlock } from '@/platform/types/block';
import { renderToHtml } from '@/test/render-html';
import { parseBlock } from './parse-block';
import { RenderBlocks } from './render-blocks';

// Blocks that load on the server (feeds, polls, related articles, filter lists): here every load fails,
// so nothing is fetched and each such block leaves itself out with a warning.
const { fail } = vi.hoisted(() => ({ fail: () => Promise.reject(new Error('no service in this test')) }));
vi.mock('@/platform/content/feeds', () => ({ executeFeed: fail }));
vi.mock('@/platform/polls', () => ({ getPoll: fail }));
vi.mock('@/platform/content/related', () => ({ getRelatedArticles: fail, RELATED_BLOCK_MAX: 10 }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList: fail, FILTERABLE_PAGE_SIZE: 9 }));
vi.mock('@/platform/content/categories', () => ({ getCategoryIndex: fail, getCategoryById: fail }));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug: fail, getArticleById: fail }));

// The bundled content pack holds every block the spec names; each must read without a warning.
const articlesDir = path.join(process.cwd(), 'sandbox/content/articles');

function packArticles() {
  return readdirSync(articlesDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) =>
        JSON.parse(readFileSync(path.join(articlesDir, name), 'utf8')) as {
          slug: string;
          content?: RawBlock[];
        }[],
    );
}

function packBlocks(): RawBlock[] {
  return packArticles()
    .filter((article) => article.slug !== 'content-robustness')
    .flatMap((article) => article.content ?? []);
}

describe('the bundled content pack', () => {
  it('has no block the site cannot read', () => {
    const blocks = packBlocks();
    expect(blocks.length).toBeGreaterThan(50);
    const unread = blocks
      .map(parseBlock)
      .filter((block) => block.type === 'unknown' || block.type === 'invalid');
    expect(unread).toEqual([]);
  });
});

describe('the content robustness page', () => {
  it('renders its normal blocks around the malformed ones, warning about each bad one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = packArticles().find((article) => article.slug === 'content-robustness')?.content ?? [];
    const html = await renderToHtml(<RenderBlocks blocks={blocks} />);
    expect(html).toContain('Normal text before the malformed blocks.');
    expect(html).toContain('A block with no id.');
    expect(html).toContain('if you can read this, the page survived.');
    expect(html).not.toContain('An unknown built-in contentType.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unrecognised block type: HOLOGRAM'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Unrecognised block type: CUSTOM/quantum-carousel'),
    );
  });
});

// The design system (docs/design-system.md): one section-heading style and buttons labelled as written.
describe('the bundled content pack, drawn', () => {
  it('gives every section heading the one heading style and sets no button in capitals', async () => {
    vi.stubEnv('CLIENT_ID', 'FURLONG');
    vi.stubEnv('SITE_URL', 'https://www.furlong.example');
    vi.stubEnv('SITE_PRODUCT', 'kingsmere');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await renderToHtml(<RenderBlocks blocks={packBlocks()} />);
    const headings = [...html.matchAll(/<h2\b[^>]*\bclass="([^"]*)"[^>]*>/g)].map((match) => match[1]!);
    expect(headings.length).toBeGreaterThan(20);
    const otherStyles = headings.filter(
      (classes) => !classes.split(' ').includes('sr-only') && !classes.split(' ').includes('heading-section'),
    );
    expect(otherStyles).toEqual([]);
    const buttons = [...html.matchAll(/<(?:a|button)\b[^>]*\bclass="([^"]*\bbtn\b[^"]*)"/g)].map(
      (match) => match[1]!,
    );
    expect(buttons.length).toBeGreaterThan(20);
    expect(buttons.filter((classes) => classes.split(' ').includes('uppercase'))).toEqual([]);
  });
});
