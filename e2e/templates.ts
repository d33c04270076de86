import type { Page } from '@playwright/test';

export { awaitEveryPicture, heightAt, TEMPLATES, WIDTHS } from './template-pages.mjs';

// Scrolls to the end and back, so lazy images near the screen start loading, then gives the ones
// loading a few seconds to arrive (an image in a row scrolled sideways may never be asked for).
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    const arrived = (image: HTMLImageElement) =>
      image.complete ? Promise.resolve() : image.decode().catch(() => undefined);
    await Promise.race([
      Promise.all([...document.images].map(arrived)),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
}
