import { expect, test } from './fixtures';

// Until the web fonts arrive (a slow phone connection), text is set in local fonts scaled to them
// (app/globals.css), so nothing reflows when they do: never in a system font that happens to share the
// faces' family name.
test.describe('web fonts', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('while they load, words are set in the metric-matched local stand-ins', async ({ page, context }) => {
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto('/_blocks');
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const fontsOf = async (selector: string) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    };
    expect(await fontsOf('main header p + h1 + p')).toEqual([
      expect.stringMatching(/^(Arial|Liberation Sans|Arimo|Roboto)$/),
    ]);
    expect(await fontsOf('main header h1')).toEqual([
      expect.stringMatching(/^(Times New Roman|Liberation Serif|Tinos)$/),
    ]);
  });

  test('the stand-ins set the pages’ words as wide as the web fonts, in every weight used', async ({
    page,
  }) => {
    await page.goto('/');
    const ratios = await page.evaluate(async () => {
      await document.fonts.ready;
      const words = [...document.querySelectorAll('main p, main h2, main h3, main a')]
        .map((element) => element.textContent)
        .join(' ')
        .slice(0, 20_000);
      const html = getComputedStyle(document.documentElement);
      const width = (family: string, weight: number) => {
        const span = document.createElement('span');
        span.style.cssText = `position: absolute; white-space: nowrap; font: ${weight} 16px ${family}`;
        span.textContent = words;
        document.body.append(span);
        const measured = span.getBoundingClientRect().width;
        span.remove();
        return measured;
      };
      const result: Record<string, number> = {};
      for (const [variable, fallback, weights] of [
        ['--font-sans', '"Inter Fallback"', [400, 600, 700]],
        ['--font-display', '"Playfair Display Fallback"', [600, 700]],
      ] as const) {
        // The web font's own family, the first in the variable next/font sets.
        const web = html.getPropertyValue(variable).split(',')[0]!.trim();
        for (const weight of weights) {
          await document.fonts.load(`${weight} 16px ${web}`);
          result[`${variable} ${weight}`] = width(fallback, weight) / width(web, weight);
        }
      }
      return result;
    });
    for (const [face, ratio] of Object.entries(ratios)) {
      expect(ratio, face).toBeGreaterThan(0.99);
      expect(ratio, face).toBeLessThan(1.01);
    }
  });
});
