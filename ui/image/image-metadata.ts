import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { getSettings } from '@/platform/settings';
import { createImageHostPolicy } from '@/features/images/image-hosts';
import { loadImageSource, type ImageSourceOptions } from '@/features/images/image-source';

export interface ImageDimensions {
  width: number;
  height: number;
}

function siteSourceOptions(): ImageSourceOptions {
  const settings = getSettings();
  return {
    policy: createImageHostPolicy({ origins: [settings.contentApiUrl], hosts: settings.imageHosts }),
    publicDir: path.join(process.cwd(), 'public'),
  };
}

/**
 * The image's width and height as displayed (EXIF orientation applied), fetched from the same allowed
 * hosts as the proxy. spec §8: any failure gives width 0, height 0.
 */
export async function imageMetadata(url: string, options?: ImageSourceOptions): Promise<ImageDimensions> {
  try {
    const source = await loadImageSource(url, options ?? siteSourceOptions());
    const metadata = await sharp(source.bytes).metadata();
    const { width, height } = metadata.autoOrient;
    return width > 0 && height > 0 ? { width, height } : { width: 0, height: 0 };
  } catch {
    return { width: 0, height: 0 };
  }
}
