// @vitest-environment jsdom
import { cleanHtml } from './clean-html';
import { gateEmbeds } from './embeds';

function gated(html: string) {
  const { html: out, providers } = gateEmbeds(cleanHtml(html));
  const container = document.createElement('div');
  container.innerHTML = out;
  return { out, providers, container };
}

describe('gateEmbeds', () => {
  it('turns a YouTube frame into its placeholder with the no-cookie address and the consent message', () => {
    const { container, providers, out } = gated(
      '<p>Watch: <iframe src="https://www.youtube.com/embed/abc" width="560" height="315" title="Replay" allowfullscreen></iframe></p>',
    );
    expect(container.querySelector('iframe')).toBeNull();
    const placeholder = container.querySelector<HTMLElement>('[data-embed="youtube"]')!;
    expect(placeholder.dataset.embedSrc).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(placeholder.dataset.embedTitle).toBe('Replay');
    expect(placeholder.style.aspectRatio).toBe('560 / 315');
    expect(placeholder).toHaveTextContent(
      'This feature (YouTube) is currently not available because you need to provide consent to functional cookies. Please update your cookie preferences',
    );
    expect(placeholder.querySelector('button')).toHaveTextContent('cookie preferences');
    expect(providers).toEqual(['youtube']);
    // Phrasing content only, so the placeholder stays inside its paragraph as the browser parses it.
    expect(container.querySelector('p > [data-embed]')).not.toBeNull();
    expect(out).not.toContain('<div');
  });

  it('adds the placeholder after a social post and names its provider', () => {
    const { container, providers } = gated(
      '<blockquote class="twitter-tweet"><p>Great day</p><a href="https://twitter.com/kingsmere/status/1">link</a></blockquote>',
    );
    expect(container.querySelector('blockquote')).toHaveTextContent('Great day');
    expect(container.querySelector('blockquote + [data-embed="twitter"]')).toHaveTextContent(
      'This feature (X (Twitter)) is currently not available',
    );
    expect(providers).toEqual(['twitter']);
  });

  it('keeps hostile values as text inside the data attributes', () => {
    const { container } = gated(
      '<iframe src="https://www.dailymotion.com/embed/video/x&quot;&gt;&lt;script&gt;" title="&quot;><img src=x onerror=alert(1)>"></iframe>',
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector<HTMLElement>('[data-embed="dailymotion"]')?.dataset.embedTitle).toBe(
      '"><img src=x onerror=alert(1)>',
    );
  });

  it('leaves a body without embeds as it is', () => {
    expect(gateEmbeds('<p>Plain <b>text</b></p>')).toEqual({
      html: '<p>Plain <b>text</b></p>',
      providers: [],
      otherOrigins: [],
    });
  });

  it("gates a frame from one of the venue's allowed hosts under its own vendor, and drops any other", () => {
    const gated = gateEmbeds(
      '<iframe src="https://maps.venue-maps.test/embed?course=1"></iframe><iframe src="https://tracker.evil.test/x"></iframe>',
      ['venue-maps.test'],
    );
    expect(gated.providers).toEqual(['other']);
    expect(gated.otherOrigins).toEqual(['https://maps.venue-maps.test']);
    expect(gated.html).toContain('data-embed="other"');
    expect(gated.html).toContain('data-embed-src="https://maps.venue-maps.test/embed?course=1"');
    expect(gated.html).not.toContain('evil');
    expect(gateEmbeds('<iframe src="https://maps.venue-maps.test/embed"></iframe>', []).html).not.toContain(
      'venue-maps',
    );
  });
});
