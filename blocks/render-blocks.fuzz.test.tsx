// @vitest-environment jsdom
import fc from 'fast-check';
import { uninstallFakeUpstream } from '@/platform/testing/install';
import { parseInContainer } from '@/test/contained-html';
import { watchConsole } from '@/test/fuzz/console-watch';
import { fuzzParameters, fuzzTimeout, RENDER_BUDGET_MS } from '@/test/fuzz/fuzz-settings';
import { hostileMarkupIn } from '@/test/fuzz/hostile-output';
import { serveHostileContent } from '@/test/fuzz/hostile-service';
import { rawBlocks } from '@/test/fuzz/raw-blocks';
import { rawArticle, rawCategories, rawPollAnswer } from '@/test/fuzz/raw-content';
import { renderStatic } from '@/test/fuzz/render-static';
import { RenderBlocks } from './render-blocks';

// What the blocks' own loads (feeds, cards, related articles, polls, filters) are answered with.
const service = fc.record({
  categories: rawCategories,
  articles: fc.array(rawArticle, { maxLength: 3 }),
  pollAnswer: rawPollAnswer,
});

describe('blocks from a hostile content service', () => {
  afterEach(() => uninstallFakeUpstream());

  it(
    'render at once, with nothing thrown or logged as an error, and no markup of theirs let through',
    async () => {
      const logs = watchConsole();
      await fc.assert(
        fc.asyncProperty(rawBlocks, service, async (blocks, content) => {
          logs.reset();
          serveHostileContent(content);
          const started = performance.now();
          const html = await renderStatic(<RenderBlocks blocks={blocks} />);
          expect(performance.now() - started).toBeLessThan(RENDER_BUDGET_MS);
          expect(hostileMarkupIn(html)).toEqual([]);
          expect(parseInContainer(html).escaped).toBe(false);
          expect(logs.errors).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(250),
  );
});
