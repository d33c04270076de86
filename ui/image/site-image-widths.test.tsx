import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RenderBlocks } from '@/blocks/render-blocks';
import type { RawBlock } from '@/platform/types/block';
import { renderToHtml } from '@/test/render-html';
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from './image-variants';

// Blocks that load on the server fail here: nothing is fetched, each leaves itself out.
const { fail } = vi.hoisted(() => ({ fail: () => Promise.reject(new Error('no service in this test')) }));
vi.mock('@/platform/content/feeds', () => ({ executeFeed: fail }));
vi.mock('@/platform/polls', () => ({ getPoll: fail }));
vi.mock('@/platform/content/related', () => ({ getRelatedArticles: fail, RELATED_BLOCK_MAX: 10 }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList: fail, FILTERABLE_PAGE_SIZE: 9 }));
vi.mock('@/platform/content/categories', () => ({ getCategoryIndex: fail, getCategoryById: fail }));
vi.mock('@/platform/settings', () => ({
  getSettings: () => ({
    thirdParty: { streamPlayerUrl: 'https://player.test', consentContentVendor: 'Furlong' },
    trackerCollectorUrl: 'https://tracker.test',
  }),
  getEmbedHosts: () => [],
}));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug: fail, getArticleById: fail }));

const articlesDir = path.join(process.cwd(), 'sandbox/content/articles');

function packBlocks(): RawBlock[] {
  return readdirSync(articlesDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(path.join(articlesDir, name), 'utf8')) as { slug: string }[])
    .filter((article) => article.slug !== 'content-robustness')
    .flatMap((article) => (article as { content?: RawBlock[] }).content ?? []);
}

const unescape = (html: string) => html.replaceAll('&amp;', '&');

describe('the images the blocks of the content pack ask for', () => {
  let html = '';
  let queries: URLSearchParams[] = [];
  beforeAll(async () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
    html = unescape(await renderToHtml(<RenderBlocks blocks={packBlocks()} />));
    quiet.mockRestore();
    queries = [...html.matchAll(/\/_amplify\/image\?([^"\s)]+)/g)].map(
      (match) => new URLSearchParams(match[1]),
    );
  });

  it('are all widths and qualities the proxy makes', () => {
    expect(queries.length).toBeGreaterThan(50);
    for (const query of queries) {
      expect(IMAGE_WIDTHS).toContain(Number(query.get('w')));
      expect(IMAGE_QUALITIES).toContain(Number(query.get('q')));
    }
  });

  it('are at 1x the width each image is shown at: no fixed width needs snapping', () => {
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    const densityImages = images.filter((tag) => / 1x, /.test(tag));
    expect(densityImages.length).toBeGreaterThan(0);
    for (const tag of densityImages) {
      const shown = /\swidth="(\d+)"/.exec(tag)?.[1];
      const firstW = /srcSet="[^"]*?[?&]w=(\d+)/i.exec(tag)?.[1];
      expect({ tag, w: firstW }).toEqual({ tag, w: shown });
    }
  });
});
