import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { ImageProxyError } from './image-source';

// One libvips thread per transform, so the transform queue's limit is the number of cores images take
// (glibc builds default to 1 already; others to every core). No libvips operation cache: the proxy's
// byte cache keeps the renditions, and libvips' 50 MB of decoded sources would only add to memory.
sharp.concurrency(1);
sharp.cache(false);

/** What the browser gets: WebP if it takes it, else the source's own format. Never AVIF. */
export type FormatChoice = 'webp' | 'source';
export type OutputFormat = 'webp' | 'jpeg' | 'png';

const MEDIA_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** True when the Accept header lists the type with a quality above 0. */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [media = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (media !== type) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * WebP when the browser takes it, else the source's format; AVIF is never made (decisions 0008, 0029): it
 * came out larger than WebP for a 1536-wide photograph (73 KB against 48 KB at quality 80) and cost ten
 * times the CPU (1.2 s against 0.12 s), so a stream of AVIF-only requests could hold every core.
 */
export function chooseFormat(accept: string | null): FormatChoice {
  return accepts(accept ?? '', 'image/webp') ? 'webp' : 'source';
}

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
