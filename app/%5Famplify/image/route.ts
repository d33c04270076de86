import { handleImageRequest } from '@/features/images/image-proxy';

// GET /_amplify/image?url=…&w=…&q=…: the image proxy. The folder is `%5Famplify` because an App Router
// folder starting with `_` is private (not a route); `%5F` is the encoded underscore. The work is in
// features/images.
export function GET(request: Request): Promise<Response> {
  return handleImageRequest(request);
}
