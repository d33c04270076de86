import 'server-only';
import path from 'node:path';
import { getSettings } from '@/platform/settings';
import { chooseFormat } from '@/shared/image-format.mjs';
import { imageProxyAddress } from '@/ui/image/image-url';
import { ByteLruCache } from './byte-cache';
import { createImageHostPolicy } from './image-hosts';
import { parseImageQuery, type ImageQuery } from './image-query';
import { ImageProxyError, loadImageSource, type ImageSourceOptions } from './image-source';
import { transformImage, type TransformedImage } from './image-transform';
import { createTransformQueue, ImageServiceBusyError, type TransformQueueOptions } from './transform-queue';

export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Seconds a browser is asked to wait before asking again for an image the busy proxy refused. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface ImageProxyOptions extends ImageSourceOptions {
  cacheBytes?: number;
  transforms?: TransformQueueOptions;
}

export interface ImageProxy {
  handle(request: Request): Promise<Response>;
}

/**
 * The one text of every refusal of a picture that could not be fetched or made: the proxy fetches from
 * the content service's host, and a reason per cause ("answered 404", "not an image") would tell anyone
 * the state of any path there. The reason goes to the log instead.
 */
export const REFUSED_TEXT = 'Image could not be served';

/** A 400 with this plain-text reason: REFUSED_TEXT, or what is wrong with the query itself. */
function badRequest(reason: string = REFUSED_TEXT): Response {
  return new Response(reason, {
    status: 400,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

// Busy is no property of the image: never cached, and asked again after a while.
function busy(): Response {
  return new Response('Image service busy', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * Whether the picture was asked for at its one address (imageProxyAddress), both read as URLs. Any
 * other address of it (another width that snaps to the same, a parameter the proxy does not read, a
 * different order or escape) is answered as well, but privately: a shared cache keeps each picture once,
 * and junk parameters cannot push pictures out of it.
 */
function isNormalAddress(requested: URL, query: ImageQuery): boolean {
  const normal = new URL(
    imageProxyAddress({ url: query.url, w: query.w, q: query.q, blur: query.blur }),
    requested,
  );
  return requested.pathname === normal.pathname && requested.search === normal.search;
}

/**
 * GET /_amplify/image?url=…&w=…&q=…: a query the proxy cannot read is a 400 saying why, any
 * other failure a 400 with one plain-text refusal (REFUSED_TEXT, its reason logged), and
 * a full transform queue a 503. Each variant is made once (the cache shares one pending make among
 * concurrent requests) and at most `transforms.concurrency` at a time.
 */
export function createImageProxy(options: ImageProxyOptions): ImageProxy {
  const cache = new ByteLruCache<TransformedImage>(options.cacheBytes ?? IMAGE_CACHE_BYTES);
  const queue = createTransformQueue(options.transforms);
  return {
    async handle(request) {
      const requested = new URL(request.url);
      const parsed = parseImageQuery(requested.searchParams);
      // The query's own fault says nothing about the content service's host: the browser is told it.
      if (!parsed.ok) return badRequest(parsed.reason);
      const { url, w, q, blur } = parsed.query;
      const format = chooseFormat(request.headers.get('accept'));
      const key = JSON.stringify([url, w, q, blur ?? 0, format]);
      try {
        const image = await cache.getOrCreate(key, async () => {
          // Refused before the fetch too: a full queue would only refuse it after the download.
          if (queue.full) throw new ImageServiceBusyError('Image transform queue is full');
          const source = await loadImageSource(url, options);
          return queue.run(() => transformImage(source.bytes, { width: w, quality: q, blur, format }));
        });
        return new Response(image.body, {
          status: 200,
          headers: {
            'content-type': image.contentType,
            'content-length': String(image.body.byteLength),
            'cache-control': `${isNormalAddress(requested, parsed.query) ? 'public' : 'private'}, max-age=31536000, immutable`,
            vary: 'Accept',
            'x-content-type-options': 'nosniff',
          },
        });
      } catch (error) {
        if (error instanceof ImageProxyError) {
          console.warn(`Image proxy: ${JSON.stringify(url.slice(0, 300))} not served: ${error.message}`);
          return badRequest();
        }
        if (error instanceof ImageServiceBusyError) return busy();
        console.error('Image proxy failed', error);
        return badRequest();
      }
    },
  };
}

let shared: ImageProxy | undefined;

/** The site's proxy: the content service's origin and IMAGE_HOSTS, site paths from public/. */
export function imageProxy(): ImageProxy {
  if (shared) return shared;
  const settings = getSettings();
  shared = createImageProxy({
    policy: createImageHostPolicy({ origins: [settings.contentApiUrl], hosts: settings.imageHosts }),
    publicDir: path.join(process.cwd(), 'public'),
  });
  return shared;
}

export function handleImageRequest(request: Request): Promise<Response> {
  return imageProxy().handle(request);
}
