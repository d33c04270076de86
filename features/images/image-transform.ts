import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { type FormatChoice } from '@/shared/image-format.mjs';
import { ImageProxyError } from './image-source';

// One libvips thread per transform, so the transform queue's limit is the number of cores images take
// (glibc builds default to 1 already; others to every core). No libvips operation cache: the proxy's
// byte cache keeps the renditions, and libvips' 50 MB of decoded sources would only add to memory.
sharp.concurrency(1);
sharp.cache(false);

export type OutputFormat = 'webp' | 'jpeg' | 'png';

const MEDIA_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export interface TransformOptions {
  width: number;
  quality: number;
  blur?: number;
  format: FormatChoice;
}

export interface TransformedImage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  width: number;
}

/** Resized to `width` (never wider than the source), encoded for the browser; ImageProxyError if undecodable. */
export async function transformImage(bytes: Buffer, options: TransformOptions): Promise<TransformedImage> {
  try {
    const input = sharp(bytes, { failOn: 'error' });
    const metadata = await input.metadata();
    let pipeline = input.autoOrient().resize({ width: options.width, withoutEnlargement: true });
    if (options.blur) pipeline = pipeline.blur(options.blur);
    const format = outputFormat(options.format, metadata.format, metadata.hasAlpha);
    const { data, info } = await encode(pipeline, format, options.quality).toBuffer({
      resolveWithObject: true,
    });
    return { body: new Uint8Array(data), contentType: MEDIA_TYPES[format], width: info.width };
  } catch (error) {
    throw new ImageProxyError('Image could not be decoded', { cause: error });
  }
}

function outputFormat(choice: FormatChoice, source: string | undefined, hasAlpha: boolean): OutputFormat {
  if (choice !== 'source') return choice;
  if (source === 'jpeg' || source === 'png') return source;
  return hasAlpha ? 'png' : 'jpeg';
}

function encode(pipeline: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality });
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: true });
    case 'png':
      return pipeline.png();
  }
}
