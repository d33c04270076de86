'use client';

// images.loaderFile (next.config.ts): every remaining next/image goes through our proxy too. A Client
// Component file as the Next docs ask: next/image calls the loader in the browser as well.
import type { ImageLoaderProps } from 'next/image';
import { imageUrl } from './image-url';

export default function furlongImageLoader({ src, width, quality }: ImageLoaderProps): string {
  return imageUrl({ src, width, quality });
}
