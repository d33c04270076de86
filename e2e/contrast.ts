import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface TextContrast {
  text: string;
  ratio: number;
}

/**
 * The contrast of each piece of text in `region` against the picture behind it: the text is hidden, the
 * region photographed, and each text box's colour compared with the pixels under the box, its
 * worst (the 98th-percentile) pixel counted. Text with a background of its own is left out.
 */
export async function textContrastOverPicture(page: Page, region: Locator): Promise<TextContrast[]> {
  const area = await region.boundingBox();
  if (!area) throw new Error('the region is not drawn');
  const texts = await region.locator('h1, h2, p, time, a').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const ownBackground =
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' && !style.backgroundColor.endsWith(', 0)');
        const directText = [...element.childNodes].some(
          (node) => node.nodeType === 3 && node.textContent?.trim(),
        );
        return directText && !ownBackground && element.getClientRects().length > 0;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        // The browser resolves any colour syntax (oklab, color-mix…) to RGBA when it paints one.
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.fillStyle = getComputedStyle(element).color;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
        return {
          text: (element as HTMLElement).innerText.trim(),
          color: { rgb: [r, g, b] as [number, number, number], alpha: a! / 255 },
          x: box.x + window.scrollX,
          y: box.y + window.scrollY,
          width: box.width,
          height: box.height,
        };
      }),
  );
  const hide = await page.addStyleTag({
    content: '[data-contrast-region] * { color: transparent !important; }',
  });
  await region.evaluate((element) => element.setAttribute('data-contrast-region', ''));
  const png = await page.screenshot({ clip: area, fullPage: true, animations: 'disabled' });
  await region.evaluate((element) => element.removeAttribute('data-contrast-region'));
  await hide.evaluate((element) => (element as Element).remove());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return texts.map((text) => {
    const { rgb, alpha } = text.color;
    const ratios: number[] = [];
    const left = Math.max(0, Math.floor(text.x - area.x));
    const top = Math.max(0, Math.floor(text.y - area.y));
    const right = Math.min(info.width, Math.ceil(text.x - area.x + text.width));
    const bottom = Math.min(info.height, Math.ceil(text.y - area.y + text.height));
    for (let y = top; y < bottom; y += 2) {
      for (let x = left; x < right; x += 2) {
        const at = (y * info.width + x) * 3;
        const under: Rgb = [data[at]!, data[at + 1]!, data[at + 2]!];
        const seen = rgb.map((channel, index) => alpha * channel + (1 - alpha) * under[index]!) as Rgb;
        ratios.push(contrast(seen, under));
      }
    }
    ratios.sort((a, b) => a - b);
    return { text: text.text, ratio: ratios[Math.floor(ratios.length * 0.02)] ?? 21 };
  });
}
