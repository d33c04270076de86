import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { RenderBlocks } from '@/blocks/render-blocks';
import type { RawBlock } from '@/platform/types/block';
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from './image-variants';

// Blocks that load on the server never settle here: nothing is fetched, each shows its fallback.
const { never } = vi.hoisted(() => ({ never: () => new Promise(() => {}) }));
vi.mock('@/platform/content/feeds', () => ({ executeFeed: never }));
vi.mock('@/platform/polls', () => ({ getPoll: never }));
vi.mock('@/platform/content/related', () => ({ getRelatedArticles: never, RELATED_BLOCK_MAX: 10 }));
vi.mock('@/platform/content/filterable-list', () => ({ getFilterableList: never, FILTERABLE_PAGE_SIZE: 9 }));
vi.mock('@/platform/content/categories', () => ({ getCategoryIndex: never, getCategoryById: never }));
vi.mock('@/platform/settings', () => ({
  getSettings: () => ({
    thirdParty: { streamPlayerUrl: 'https://player.test', consentContentVendor: 'Furlong' },
    trackerCollectorUrl: 'https://tracker.test',
  }),
}));
vi.mock('@/platform/content/articles', () => ({ getArticleBySlug: never, getArticleById: never }));

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
  const html = unescape(renderToStaticMarkup(<RenderBlocks blocks={packBlocks()} />));
  const queries = [...html.matchAll(/\/_amplify\/image\?([^"\s)]+)/g)].map(
    (match) => new URLSearchParams(match[1]),
  );

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
