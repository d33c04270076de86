// @vitest-environment jsdom
import fc from 'fast-check';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import { getPoll, votePoll } from '@/platform/polls';
import { uninstallFakeUpstream } from '@/platform/testing/install';
import { watchConsole } from '@/test/fuzz/console-watch';
import { fuzzParameters, fuzzTimeout, RENDER_BUDGET_MS } from '@/test/fuzz/fuzz-settings';
import { hostileMarkupIn } from '@/test/fuzz/hostile-output';
import { serveHostileContent } from '@/test/fuzz/hostile-service';
import { rawPollAnswer } from '@/test/fuzz/raw-content';
import { renderStatic } from '@/test/fuzz/render-static';
import { PollBlock } from './poll';

describe('poll answers from a hostile poll service', () => {
  afterEach(() => uninstallFakeUpstream());

  it(
    'are read or refused, a vote never throws, and the poll block renders at once with no markup of theirs',
    async () => {
      const logs = watchConsole();
      await fc.assert(
        fc.asyncProperty(rawPollAnswer, async (pollAnswer) => {
          logs.reset();
          serveHostileContent({ categories: [], articles: [], pollAnswer });
          const poll = await getPoll('poll-1').catch((error: unknown) => {
            if (error instanceof UpstreamUnavailableError) return null;
            throw error;
          });
          if (poll) expect(poll.options.every((option) => Number.isFinite(option.votes))).toBe(true);
          expect((await votePoll('poll-1', 'o1', 'token')).ok).toBeTypeOf('boolean');
          const started = performance.now();
          const html = await renderStatic(<PollBlock pollId="poll-1" />);
          expect(performance.now() - started).toBeLessThan(RENDER_BUDGET_MS);
          expect(hostileMarkupIn(html)).toEqual([]);
          expect(logs.errors).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(60),
  );
});
